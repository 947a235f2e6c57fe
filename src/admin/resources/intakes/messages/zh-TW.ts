// The 课程排期 (course intakes) screens' texts in Traditional Chinese (Taiwan usage), key for key those of zh-CN.ts.
import { enumTexts } from '../../../providers/enum-labels'
import type { Texts } from '../../../providers/i18n'
import zhCN, { enumGroups } from './zh-CN'

const messages: Texts<typeof zhCN> = {
  app: {
    enums: enumTexts(enumGroups, {
      intakeStatuses: { open: '報名中', full: '已額滿', ended: '已結束' },
      courses: {
        strategy: 'AI 戰略班',
        practical: 'AI 實戰營',
        marketing: 'AI 行銷工作坊',
        ecosystem: 'AI 生態閉門會',
      },
    }),
  },
  resources: {
    intakes: {
      name: '課程梯次',
      fields: {
        course: '課程',
        dates: '日期',
        start_date: '開始日期',
        end_date: '結束日期',
        city: '城市',
        seats: '名額',
        status: '狀態',
        note: '備註',
      },
      add: '新增梯次',
      form: {
        seatsHint: '選填，不填表示名額未定',
      },
      seats: '名額 %{seats}',
      seatsOpen: '名額未定',
      notify: {
        created: '課程梯次建立成功！',
        updated: '課程梯次更新成功！',
      },
    },
  },
}

export default messages
