// 保存 and 重置 under a settings tab's form: 重置 asks first, then the tab restores its defaults.
import RestartAltIcon from '@mui/icons-material/RestartAlt'
import { Box, Button } from '@mui/material'
import { useState } from 'react'
import { Confirm, SaveButton, useTranslate } from 'react-admin'

export function SettingsToolbar({ resetText, onReset }: { resetText: string; onReset: () => Promise<void> }) {
  const translate = useTranslate()
  const [asking, setAsking] = useState(false)
  const [resetting, setResetting] = useState(false)
  const confirm = async () => {
    setResetting(true)
    try {
      await onReset()
    } finally {
      setResetting(false)
      setAsking(false)
    }
  }
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }}>
      <SaveButton label="app.settings.save" alwaysEnable={false} />
      <Button variant="outlined" color="inherit" startIcon={<RestartAltIcon />} onClick={() => setAsking(true)} disabled={resetting}>
        {translate('app.settings.reset')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={resetting}
        title="app.settings.resetTitle"
        content={resetText}
        confirm="app.settings.reset"
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </Box>
  )
}
