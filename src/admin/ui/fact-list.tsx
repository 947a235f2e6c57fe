// A record's facts as a label/value list (<dl>), two columns on wider screens, stacked on phones.
import { Box, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { useTranslate } from 'react-admin'

export type Fact = [labelKey: string, value: ReactNode]

/** `empty` stands in for '', null, undefined and false values, so "nothing sent" differs from "not loaded". */
export function FactList({ facts, empty, labelWidth = '9em' }: { facts: Fact[]; empty: string; labelWidth?: string }) {
  const translate = useTranslate()
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `${labelWidth} 1fr` }, columnGap: 2, rowGap: { xs: 0, sm: 1 }, m: 0 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {translate(label)}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {value === '' || value === null || value === undefined || value === false ? empty : value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
