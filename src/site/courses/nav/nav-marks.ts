// The markers of the texts the course navigation shows (the course's name, each section's heading as
// its label), so the server fills them with what staff publish (课程管理) and patches the island's props to
// match (island.tsx `slots`). Set by the prerender only: in the browser the context is empty.
import { createContext, useContext } from 'react'

type Props = Record<string, string>

export interface NavMarks {
  /** The course's name as the compact bar's text, and as its title attribute. */
  title: Props
  titleAttribute: Props
  /** A section's label, wherever a link or an option shows it. */
  label(id: string): Props
}

export const NavMarksContext = createContext<NavMarks | null>(null)

export function useNavMarks(): NavMarks | null {
  return useContext(NavMarksContext)
}
