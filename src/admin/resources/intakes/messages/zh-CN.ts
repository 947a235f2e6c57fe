// The 课程排期 (course intakes) screens' texts in Simplified Chinese; the other languages give exactly these keys.
import { enumLabels, enumTexts } from '../../../providers/enum-labels'

/** The enum groups these screens label, each value with its Simplified Chinese label. */
export const enumGroups = { intakeStatuses: enumLabels.intakeStatuses, courses: enumLabels.courses }

export default {
  app: {
    enums: enumTexts(enumGroups, enumGroups),
  },
  resources: {
    intakes: {
      name: '课程排期',
      fields: {
        course: '课程',
        dates: '日期',
        start_date: '开始日期',
        end_date: '结束日期',
        city: '城市',
        seats: '名额',
        status: '状态',
        note: '备注',
      },
      add: '添加排期',
      form: {
        seatsHint: '选填，不填表示名额未定',
      },
      seats: '名额 %{seats}',
      seatsOpen: '名额未定',
      notify: {
        created: '课程排期创建成功！',
        updated: '课程排期更新成功！',
      },
    },
  },
}
