// Lists that fit from 1024 px up: staff choose a table's columns (react-admin's ColumnsButton), remembered in
// the store per staff member, and secondary facts sit under the main one in a cell instead of a column of their own.
import { Box, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { ColumnsButton, useGetIdentity } from 'react-admin'

/** The store key of a table's chosen columns, one per staff member (several may share a browser). */
export function useColumnsStoreKey(resource: string): string {
  const { identity } = useGetIdentity()
  return `${resource}.datatable.${identity?.id ?? 'staff'}`
}

/** 选择列: shows or hides the columns of `resource`'s table, for this staff member only. */
export function ColumnsChooser({ resource }: { resource: string }) {
  return <ColumnsButton resource={resource} storeKey={useColumnsStoreKey(resource)} />
}

/** A cell's main value with a smaller line under it (a lead's company under its name, an e-mail's kind). */
export function TwoLineCell({ main, secondary, nowrap = false }: { main: ReactNode; secondary?: ReactNode; nowrap?: boolean }) {
  return (
    <Box sx={{ minWidth: 0, overflowWrap: 'anywhere', whiteSpace: nowrap ? 'nowrap' : undefined }}>
      <Typography variant="body2" component="div">
        {main}
      </Typography>
      {secondary ? (
        <Typography variant="caption" component="div" color="text.secondary">
          {secondary}
        </Typography>
      ) : null}
    </Box>
  )
}

/** Header cells never wrap; body cells wrap anywhere rather than widen the table. */
export const fittedTableSx = { '& th': { whiteSpace: 'nowrap' }, '& td': { overflowWrap: 'anywhere' } } as const
