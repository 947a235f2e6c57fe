// The ISV合作伙伴 (partners) screens' texts in Simplified Chinese; the other languages give exactly these keys.

export default {
  resources: {
    'isv-partners': {
      name: 'ISV合作伙伴',
      fields: {
        name: '公司名称',
        logo: 'Logo',
        field: '领域',
        description: '描述',
        achievements: '成就',
        tags: '标签',
        website_url: '官网',
        contact_email: '联系邮箱',
        order_index: '显示顺序',
        active: '状态',
      },
      subtitle: '管理光合行动页面展示的ISV合作伙伴',
      add: '添加合作伙伴',
      empty: '暂无ISV合作伙伴数据，点击添加创建第一个',
      modal: {
        createTitle: '添加ISV合作伙伴',
        editTitle: '编辑ISV合作伙伴',
        create: '创建',
        update: '更新',
        saving: '保存中...',
        cancel: '取消',
      },
      form: {
        fieldPlaceholder: '例如：智能制造、金融科技',
        achievement: '成就 %{n}',
        tag: '标签 %{n}',
        logoHint: '建议上传正方形图片，尺寸 200×200',
        invalidUrl: '请输入有效的网址',
      },
      status: {
        active: '启用',
        inactive: '停用',
        disable: '点击禁用',
        enable: '点击启用',
      },
      card: {
        order: '显示顺序：%{order}',
        logoAlt: '%{name}标志',
      },
      delete: {
        title: '删除合作伙伴',
        confirm: '确定要删除这个合作伙伴吗？',
      },
      notify: {
        created: '合作伙伴创建成功！',
        updated: '合作伙伴更新成功！',
        deleting: '正在删除合作伙伴...',
        deleted: '合作伙伴删除成功！',
        enabled: '合作伙伴已启用',
        disabled: '合作伙伴已停用',
        createFailed: '创建合作伙伴失败，请重试',
        updateFailed: '更新合作伙伴失败，请重试',
        deleteFailed: '删除合作伙伴失败，请重试',
        toggleFailed: '更新状态失败，请重试',
      },
    },
  },
}
