// The 轮播图管理 (slides) screens' texts in Simplified Chinese; the other languages give exactly these keys.
import { enumLabels, enumTexts } from '../../../providers/enum-labels'
import { customLinkLabel, noLinkLabel, presetLabels } from '../carousel-links'

/** The enum groups these screens label, each value with its Simplified Chinese label. */
export const enumGroups = { carouselPages: enumLabels.carouselPages, sitePages: presetLabels }

export default {
  app: {
    enums: enumTexts(enumGroups, enumGroups),
  },
  resources: {
    carousels: {
      name: '轮播图管理',
      pageCreate: '新建轮播图',
      fields: {
        image: '图片',
        title: '标题',
        subtitle: '副标题',
        description: '描述',
        button_text: '按钮文字',
        button_link: '按钮链接',
        link_choice: '按钮链接',
        custom_link: '自定义链接',
        page_id: '页面',
        order_index: '排序',
        active: '启用',
        status: '状态',
        stats: '数据指标',
        actions: '操作',
      },
      statsShown: '公开页面的轮播图只显示前 %{shown} 项（手机上显示前 %{narrow} 项），最多可填 %{max} 项',
      stats: { label: '名称', value: '数值', add: '添加指标', remove: '删除指标' },
      status: { active: '启用', inactive: '停用' },
      actions: {
        moveUp: '上移',
        moveDown: '下移',
        enable: '启用',
        disable: '停用',
        edit: '编辑',
        add: '添加轮播图',
      },
      empty: '该页面暂无轮播图，点击添加创建第一个',
      noImage: '无图片',
      customLinkHint: '站内地址以 / 开头，或填写完整网址',
      customLinkInvalid: '请输入以 / 开头的站内地址，或完整的网址',
      statsCount: '数据指标需要1到5项',
      pageTabs: '按页面筛选',
      orderHint: '数字越小越靠前，留空则排在该页面最后',
      links: { none: noLinkLabel, custom: customLinkLabel, option: '%{label}（%{path}）' },
      notifications: {
        creating: '正在创建轮播图...',
        saving: '正在保存轮播图...',
        created: '轮播图创建成功！',
        updated: '轮播图保存成功！',
        deleted: '轮播图删除成功！',
        createFailed: '创建轮播图失败，请重试',
        saveFailed: '保存轮播图失败，请重试',
        orderFailed: '更新轮播图顺序失败',
        deleteFailed: '删除轮播图失败，请重试',
      },
      delete: { title: '删除轮播图', confirm: '确定要删除这个轮播图吗？' },
    },
  },
}
