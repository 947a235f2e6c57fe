// The back office's common texts in English, key for key those of zh-CN.ts: react-admin's own `ra.*` from
// ra-language-english, ours below.
import englishMessages from 'ra-language-english'
import type { TranslationMessages } from 'react-admin'
import { enumTexts } from '../enum-labels'
import type { Texts } from '../i18n'
import { enumGroups, type appMessages as zhAppMessages } from './zh-CN'

const appMessages: Texts<typeof zhAppMessages> = {
  title: 'Back Office',
  noscript: 'The back office needs JavaScript to be enabled.',
  login: {
    title: 'Back Office Sign-in',
    username: 'Username',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Sign in',
    submitting: 'Signing in...',
    emptyFields: 'Please enter your username and password',
    invalidCredentials: 'Incorrect username or password',
    tooManyAttempts: 'Too many sign-in attempts, please try again later',
    failed: 'Sign-in failed, please try again later',
    copyright: 'All rights reserved',
    codeTitle: 'Enter the verification code',
    codeSent: 'A verification code was sent to %{email}; check your mail and enter it',
    code: 'Verification code',
    codeSubmit: 'Verify',
    codeSubmitting: 'Verifying...',
    codeRequired: 'Please enter the verification code',
    codeInvalid: 'The code is wrong or has expired; enter it again or send a new one',
    codeTooManyAttempts: 'Too many wrong codes; send a new code and try again',
    twoStepExpired: 'The verification timed out; go back and sign in again',
    resendCode: 'Send a new code',
    codeResent: 'A new code was sent; use the most recent one',
    back: 'Back to sign-in',
  },
  maintenance: {
    on: 'Maintenance mode is on: visitors now see the maintenance page',
    open: 'Open settings',
  },
  auth: {
    sessionExpired: 'Your session has expired, please sign in again',
  },
  account: {
    password: 'Change password',
    firstSignInTitle: 'Set a new password',
    firstSignIn: 'You are signed in with a one-time password an admin made. Change it to your own first (the current password is the one-time one); then the back office is yours to use.',
    ended: {
      disabled: 'An admin disabled your account; you have been signed out',
      role: 'Your role has changed; please sign in again',
      password: 'An admin reset your password; sign in with the new one-time password',
      deleted: 'Your account was deleted; you have been signed out',
    },
  },
  dashboard: {
    goLive: {
      title: 'Before going live',
      channel: 'No working notification channel: nobody hears of new leads (switch on a group robot under Settings, Notifications, or set SMTP and the notification address)',
      smtp: 'No SMTP server: no mail goes out, visitor auto-replies included. The operators set %{variables} in the server environment and restart (operations guide: %{docs})',
      contact: 'The contact lines are the demo data or empty (Settings, General)',
      filing: 'The ICP or police filing number is empty (Settings, General)',
      wechat: 'WeChat share cards do not work: a page shared in WeChat shows the grey default card (enter the AppID and AppSecret in Settings, Reach)',
      baidu: 'Baidu link push does not work: new pages are not pushed to Baidu (enter the push token in Settings, Reach, and test it)',
      backup: 'No off-machine backup (S3 storage and scheduled backups): the operators set %{variables} in the server environment and restart (operations guide: %{docs})',
      password: 'The first staff account still has the password generated on first start (sign in as it and change the password under Settings, Security)',
      team: 'The only admin account still has the password generated on first start: give every colleague an account of their own under Staff, and change that password',
      operators: 'For the operators',
    },
    replyTimes: {
      title: 'Reply times',
      overdue: 'Overdue (not contacted within %{hours} working hours)',
      soon: 'Due soon',
      median7: 'Median time to contacted, last 7 days',
      median30: 'Median time to contacted, last 30 days',
      none: 'No data',
    },
    title: 'Dashboard',
    welcome: 'Welcome back, %{name}!',
    cards: {
      label: 'Overview',
      carousels: 'Slides',
      news: 'News',
      leads: 'Form submissions',
      visits: 'Visits today',
      active: 'Active: %{count}',
      published: 'Published: %{count}',
      pending: 'Pending: %{count}',
      weekAdded: 'Added in 7 days: %{count}',
      weekViews: 'Visits in 7 days: %{count}',
    },
    change: {
      label: 'vs. last week',
      up: 'up',
      down: 'down',
      flat: 'no change',
      fromZero: 'last week was 0',
    },
    chart: {
      title: 'Visits and leads, last 7 days',
      visits: 'Visits',
      leads: 'Leads',
      summary: '%{day}: %{visits} visits, %{leads} leads',
      titleVisits: 'Visits, last 7 days',
      summaryVisits: '%{day}: %{visits} visits',
      titleLeads: 'Leads, last 7 days',
      summaryLeads: '%{day}: %{leads} leads',
    },
    topPages: {
      title: 'Top pages (last 7 days)',
      page: 'Page',
      path: 'Path',
      views: 'Views',
    },
    quickActions: {
      title: 'Quick actions',
      carousels: 'Slides',
      news: 'News',
      forms: 'Form submissions',
      settings: 'Settings',
    },
    activity: {
      title: 'Recent activity',
      visitorOrSystem: 'Visitor/system',
      summary: '%{action} · %{resource}',
      labelled: '%{text} “%{label}”',
      changed: '%{text}: %{fields}',
      separator: ', ',
      switched: '%{field} (%{state})',
      on: 'on',
      off: 'off',
    },
  },
  common: {
    noData: 'No data',
  },
  upload: {
    remove: 'Remove image',
    tooLarge: 'The file size cannot exceed %{max}MB',
    placeholder: 'Drop an image here, or click to choose one (JPG, PNG, WebP or GIF, up to %{max} MB)',
    uploading: 'Uploading image %{percent}%',
    succeeded: 'Image uploaded!',
    failed: 'Uploading the image failed, please try again',
  },
}

const messages: TranslationMessages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    // Our session message instead of the stock "Your session has ended".
    notification: { ...englishMessages.ra.notification, logged_out: appMessages.auth.sessionExpired },
    // The stock bulk texts name the record in the singular; ours name how many, as the Chinese ones do.
    message: {
      ...englishMessages.ra.message,
      bulk_delete_content: 'Are you sure you want to delete this item? |||| Are you sure you want to delete these %{smart_count} items?',
      bulk_update_content: 'Are you sure you want to update this item? |||| Are you sure you want to update these %{smart_count} items?',
      bulk_update_title: 'Update 1 %{name} |||| Update %{smart_count} %{name}',
      bulk_delete_title: 'Delete 1 %{name} |||| Delete %{smart_count} %{name}',
    },
  },
  app: {
    ...appMessages,
    enums: enumTexts(enumGroups, {
      activityActions: {
        created: 'Created',
        updated: 'Updated',
        deleted: 'Deleted',
        status_changed: 'Status changed',
        note_added: 'Note added',
        mail_retried: 'Mail sent again',
        mail_discarded: 'Mail discarded',
        published: 'Published',
        unpublished: 'Unpublished',
        pinned: 'Pinned',
        unpinned: 'Unpinned',
        enabled: 'Enabled',
        disabled: 'Disabled',
        password_changed: 'Password changed',
        assigned: 'Assigned',
        value_changed: 'Value changed',
        role_changed: 'Role changed',
        password_reset: 'Password reset',
      },
    }),
  },
  resources: {
    'lead-notes': { name: 'Notes' },
    activity: { name: 'Activity' },
  },
}

export default messages
