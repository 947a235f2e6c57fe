// 员工管理's texts in Simplified Chinese; the other languages give exactly these keys.
import { enumLabels, enumTexts } from '../../../providers/enum-labels'

/** The enum groups these screens label, each value with its Simplified Chinese label. */
export const enumGroups = { staffRoles: enumLabels.staffRoles }

export default {
  app: {
    enums: enumTexts(enumGroups, enumGroups),
  },
  resources: {
    staff: {
      name: '员工管理',
      fields: {
        username: '用户名',
        name: '姓名',
        email: '邮箱',
        mobile: '手机号',
        role: '角色',
        two_step: '两步验证',
        last_sign_in_at: '最近登录',
        state: '状态',
      },
      add: '添加员工',
      adding: '添加中...',
      neverSignedIn: '从未登录',
      state: {
        active: '正常',
        disabled: '已停用',
        mustChange: '待修改初始密码',
      },
      twoStep: {
        off: '未开启',
        on: '已开启',
        noEmail: '已开启（无可用邮箱，无法登录）',
      },
      form: {
        usernameHint: '用于登录：3～50 个字母、数字或 _ . -，创建后不能修改',
        usernameRule: '用户名须为 3～50 个字母、数字或 _ . -',
        emailHint: '选填；开启两步验证后，验证码发送到这个邮箱',
        mobileHint: '选填；线索分给此人或其跟进任务到时间时，企业微信和钉钉群机器人按这个手机号 @ 他（飞书机器人只写出姓名）',
        roleHint: '管理员：全部功能；销售：表单数据、仪表盘的线索数字与通知发送记录；内容编辑：轮播图、新闻、合作伙伴与课程排期',
        passwordNote: '保存后，系统会生成一次性初始密码并只显示一次；同事首次登录时须改为自己的密码。',
        selfNote: '这是您自己的账号：修改角色后需要重新登录；停用、重置密码和删除不能对自己操作。',
      },
      password: {
        title: '一次性密码',
        intro: '请把下面的密码告诉 %{username}。首次登录时，系统会要求改为自己的密码。',
        once: '此密码只显示这一次，关闭后无法再查看；忘记时可以再次重置密码。',
        copy: '复制',
        copied: '已复制',
        done: '我已记下',
      },
      action: {
        disable: '停用',
        enable: '启用',
        reset: '重置密码',
      },
      confirm: {
        disableTitle: '停用账号？',
        disable: '停用后，%{username} 将无法登录，已登录的会话立即退出。',
        enableTitle: '启用账号？',
        enable: '启用后，%{username} 可以再次登录。',
        resetTitle: '重置密码？',
        reset: '将为 %{username} 生成新的一次性密码，原密码立即失效，已登录的会话立即退出。',
        deleteTitle: '删除账号？',
        delete: '确定要删除 %{username} 吗？只能删除没有负责线索、备注和操作记录的账号；否则请停用。',
      },
      notify: {
        created: '员工账号已创建',
        createFailed: '添加员工失败，请检查后重试',
        updated: '员工账号已更新',
        disabled: '账号已停用',
        enabled: '账号已启用',
        reset: '密码已重置',
        deleted: '员工账号已删除',
        failed: '操作失败，请重试',
      },
    },
  },
}
