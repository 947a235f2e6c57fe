// The staff screens' texts in English, key for key those of zh-CN.ts.
import { enumTexts } from '../../../providers/enum-labels'
import type { Texts } from '../../../providers/i18n'
import zhCN, { enumGroups } from './zh-CN'

const messages: Texts<typeof zhCN> = {
  app: {
    enums: enumTexts(enumGroups, { staffRoles: { admin: 'Admin', sales: 'Sales', editor: 'Editor' } }),
  },
  resources: {
    staff: {
      name: 'Staff',
      fields: {
        username: 'Username',
        name: 'Name',
        email: 'E-mail',
        mobile: 'Mobile',
        role: 'Role',
        two_step: 'Two-step sign-in',
        last_sign_in_at: 'Last sign-in',
        state: 'State',
      },
      add: 'Add a colleague',
      adding: 'Adding...',
      neverSignedIn: 'Never',
      state: {
        active: 'Active',
        disabled: 'Disabled',
        mustChange: 'Initial password to change',
      },
      twoStep: {
        off: 'Off',
        on: 'On',
        noEmail: 'On (no usable e-mail: cannot sign in)',
      },
      form: {
        usernameHint: 'For signing in: 3 to 50 letters, digits or _ . -; it cannot be changed later',
        usernameRule: 'A username is 3 to 50 letters, digits or _ . -',
        emailHint: 'Optional; with two-step sign-in on, codes are sent here',
        mobileHint: 'Optional; when a lead is given to them or their follow-up is due, WeCom and DingTalk group robots @-mention this number (Feishu robots name them)',
        roleHint: 'Admin: everything; Sales: the leads, their dashboard figures and the notification log; Editor: slides, news, partners and intakes',
        passwordNote: 'Once saved, a one-time password is made and shown once; the colleague must change it at their first sign-in.',
        selfNote: 'This is your own account: a new role signs you out; you cannot disable, reset or delete yourself.',
      },
      password: {
        title: 'One-time password',
        intro: 'Give this password to %{username}. At the first sign-in they will be asked to choose their own.',
        once: 'It is shown only this once; if it is lost, reset the password again.',
        copy: 'Copy',
        copied: 'Copied',
        done: 'I have noted it',
      },
      action: {
        disable: 'Disable',
        enable: 'Enable',
        reset: 'Reset password',
      },
      confirm: {
        disableTitle: 'Disable the account?',
        disable: '%{username} will no longer sign in, and their open sessions end now.',
        enableTitle: 'Enable the account?',
        enable: '%{username} can sign in again.',
        resetTitle: 'Reset the password?',
        reset: 'A new one-time password is made for %{username}; the old one and their open sessions end now.',
        deleteTitle: 'Delete the account?',
        delete: 'Delete %{username}? Only an account without leads, notes or audit entries can be deleted; disable the others.',
      },
      notify: {
        created: 'Account created',
        createFailed: 'Could not add the colleague; please check and try again',
        updated: 'Account updated',
        disabled: 'Account disabled',
        enabled: 'Account enabled',
        reset: 'Password reset',
        deleted: 'Account deleted',
        failed: 'The action failed; please try again',
      },
    },
  },
}

export default messages
