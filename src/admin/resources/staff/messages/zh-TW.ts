// 員工管理's texts in Traditional Chinese, key for key those of zh-CN.ts.
import { enumTexts } from '../../../providers/enum-labels'
import type { Texts } from '../../../providers/i18n'
import zhCN, { enumGroups } from './zh-CN'

const messages: Texts<typeof zhCN> = {
  app: {
    enums: enumTexts(enumGroups, { staffRoles: { admin: '管理員', sales: '銷售', editor: '內容編輯' } }),
  },
  resources: {
    staff: {
      name: '員工管理',
      fields: {
        username: '使用者名稱',
        name: '姓名',
        email: '電子郵件',
        mobile: '手機號碼',
        role: '角色',
        two_step: '兩步驗證',
        last_sign_in_at: '最近登入',
        state: '狀態',
      },
      add: '新增員工',
      adding: '新增中...',
      neverSignedIn: '從未登入',
      state: {
        active: '正常',
        disabled: '已停用',
        mustChange: '待變更初始密碼',
      },
      twoStep: {
        off: '未開啟',
        on: '已開啟',
        noEmail: '已開啟（無可用電子郵件，無法登入）',
      },
      form: {
        usernameHint: '用於登入：3～50 個字母、數字或 _ . -，建立後不能修改',
        usernameRule: '使用者名稱須為 3～50 個字母、數字或 _ . -',
        emailHint: '選填；開啟兩步驗證後，驗證碼寄送到這個電子郵件',
        mobileHint: '選填；線索指派給此人或其跟進任務到時間時，企業微信和釘釘群組機器人依這個手機號碼 @ 他（飛書機器人只寫出姓名）',
        roleHint: '管理員：全部功能；銷售：表單資料、儀表板的線索數字與通知寄送紀錄；內容編輯：輪播圖、新聞、合作夥伴與課程排期',
        passwordNote: '儲存後，系統會產生一次性初始密碼並只顯示一次；同事首次登入時須改為自己的密碼。',
        selfNote: '這是您自己的帳號：修改角色後需要重新登入；停用、重設密碼和刪除不能對自己操作。',
      },
      password: {
        title: '一次性密碼',
        intro: '請把下面的密碼告訴 %{username}。首次登入時，系統會要求改為自己的密碼。',
        once: '此密碼只顯示這一次，關閉後無法再查看；忘記時可以再次重設密碼。',
        copy: '複製',
        copied: '已複製',
        done: '我已記下',
      },
      action: {
        disable: '停用',
        enable: '啟用',
        reset: '重設密碼',
      },
      confirm: {
        disableTitle: '停用帳號？',
        disable: '停用後，%{username} 將無法登入，已登入的工作階段立即登出。',
        enableTitle: '啟用帳號？',
        enable: '啟用後，%{username} 可以再次登入。',
        resetTitle: '重設密碼？',
        reset: '將為 %{username} 產生新的一次性密碼，原密碼立即失效，已登入的工作階段立即登出。',
        deleteTitle: '刪除帳號？',
        delete: '確定要刪除 %{username} 嗎？只能刪除沒有負責線索、備註和操作紀錄的帳號；否則請停用。',
      },
      notify: {
        created: '員工帳號已建立',
        createFailed: '新增員工失敗，請檢查後重試',
        updated: '員工帳號已更新',
        disabled: '帳號已停用',
        enabled: '帳號已啟用',
        reset: '密碼已重設',
        deleted: '員工帳號已刪除',
        failed: '操作失敗，請重試',
      },
    },
  },
}

export default messages
