// The back office's phone width (admin spec §9, mobile breakpoint 640px): below it the sidebar is a
// drawer and lists read as cards. The theme makes it MUI's `sm` breakpoint (600 px by default).
export const phoneBreakpointPx = 640

/** From this width up the menu stands beside the page; below it (tablets too) it is a drawer (MUI's `md`). */
export const sidebarDockedPx = 900

/** The smallest a tap target may be on a phone (WCAG 2.5.5, Apple's and Android's guidance: 44 px). */
export const TOUCH_TARGET_PX = 44
