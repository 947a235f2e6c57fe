// The /admin/login screen: required fields, pending label, password toggle, messages from the provider.
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AdminContext, type AuthProvider } from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import { catalogues } from '../../src/admin/catalogues'
import { LoginPage } from '../../src/admin/login/login-page'
import { createI18nProvider } from '../../src/admin/providers/i18n'
import { applySiteDetails } from '../../src/admin/providers/site-preferences'
import routes from '../../pb_hooks/lib/shared/routes.json'

const i18nProvider = createI18nProvider(catalogues)

function renderLogin(login: AuthProvider['login']) {
  const authProvider: AuthProvider = {
    login,
    logout: async () => undefined,
    checkAuth: async () => Promise.reject(),
    checkError: async () => undefined,
    getPermissions: async () => undefined,
  }
  render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
      <LoginPage />
    </AdminContext>,
  )
  return {
    username: screen.getByLabelText('用户名'),
    password: screen.getByLabelText('密码'),
    submit: screen.getByRole('button', { name: '登录' }),
  }
}

describe('login page', () => {
  it('names the site after 网站名称 once the settings are read, © included', () => {
    renderLogin(async () => undefined)
    expect(screen.getByText(routes.siteName)).toBeInTheDocument()
    act(() => applySiteDetails({ site_name: '智转学院' }))
    expect(screen.getByText('智转学院')).toBeInTheDocument()
    expect(screen.getByText('© 智转学院 版权所有')).toBeInTheDocument()
    expect(screen.queryByText(routes.siteName)).not.toBeInTheDocument()
    act(() => applySiteDetails({ site_name: routes.siteName }))
  })

  it('asks for both fields when either is empty, and typing clears the message', async () => {
    const login = vi.fn(async () => undefined)
    const { username, submit } = renderLogin(login)
    await userEvent.click(submit)
    expect(await screen.findByText('请输入用户名和密码')).toBeInTheDocument()
    expect(login).not.toHaveBeenCalled()
    await userEvent.type(username, 'a')
    expect(screen.queryByText('请输入用户名和密码')).not.toBeInTheDocument()
  })

  it('shows 登录中... and disables the button while the server answers', async () => {
    let finish: () => void = () => undefined
    const login = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const { username, password, submit } = renderLogin(login)
    await userEvent.type(username, 'admin')
    await userEvent.type(password, 'secret-pass')
    await userEvent.click(submit)
    const pending = await screen.findByRole('button', { name: '登录中...' })
    expect(pending).toBeDisabled()
    expect(login).toHaveBeenCalledWith({ username: 'admin', password: 'secret-pass' })
    finish()
  })

  it('shows the message the auth provider refused with', async () => {
    const { username, password, submit } = renderLogin(async () => {
      throw new Error('用户名或密码错误')
    })
    await userEvent.type(username, 'admin')
    await userEvent.type(password, 'wrong')
    await userEvent.click(submit)
    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled()
  })

  it('toggles the password between hidden and shown', async () => {
    const { password } = renderLogin(async () => undefined)
    expect(password).toHaveAttribute('type', 'password')
    await userEvent.click(screen.getByRole('button', { name: '显示密码' }))
    expect(password).toHaveAttribute('type', 'text')
    await userEvent.click(screen.getByRole('button', { name: '隐藏密码' }))
    expect(password).toHaveAttribute('type', 'password')
  })
})
