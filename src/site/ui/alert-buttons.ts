// Buttons that answer a click with a browser alert (订阅更新 on the capabilities page, while
// subscriptions are not open): their message is in the HTML, so the page needs no React for them.

/** Holds the message a button shows when clicked. */
export const ALERT_ATTRIBUTE = 'data-alert'

/** Shows the message of whichever alert button of the page is clicked. */
export function watchAlertButtons(root: Document = document): void {
  root.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${ALERT_ATTRIBUTE}]`) : null
    if (button) window.alert(button.getAttribute(ALERT_ATTRIBUTE))
  })
}
