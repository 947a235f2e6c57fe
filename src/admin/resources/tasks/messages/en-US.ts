// Today's follow-ups and the follow-up tasks in English, key for key those of zh-CN.ts.
import type { Texts } from '../../../providers/i18n'
import type zhCN from './zh-CN'

const texts: Texts<typeof zhCN> = {
  app: {
    tasks: {
      panel: {
        title: 'Follow-ups',
        none: 'No follow-ups yet',
        add: 'Add follow-up',
        adding: 'Adding the follow-up...',
        added: 'Follow-up added',
        addFailed: 'Could not add the follow-up, please try again',
        titlePlaceholder: 'e.g. call back next Tuesday about the quote',
        quick: 'Quick times',
        showDone: 'Done (%{count})',
        hideDone: 'Hide done follow-ups',
        pastDue: 'This time has passed: the follow-up shows as overdue and its owner is reminded at once',
      },
      quick: {
        inTwoHours: 'In 2 hours',
        tomorrow: 'Tomorrow 9:00',
        nextMonday: 'Next Monday 9:00',
        nextWeek: 'In a week 9:00',
      },
      states: {
        overdue: 'Overdue',
        today: 'Today',
        upcoming: 'Later',
        done: 'Done',
      },
      actions: {
        complete: 'Done',
        reopen: 'Reopen',
        updating: 'Updating the follow-up...',
        completed: 'Follow-up done',
        reopened: 'Follow-up reopened',
        failed: 'Could not update the follow-up, please try again',
      },
      list: {
        due: 'Due today',
        upcoming: 'Later',
        done: 'Done',
        views: 'Show',
        mine: 'Mine only',
        empty: {
          due: 'Nothing due today',
          upcoming: 'No later follow-ups',
          done: 'No follow-ups done yet',
        },
        doneAt: 'Done %{time}',
      },
      card: {
        title: 'Due today',
        mine: 'My follow-ups: %{overdue} overdue, %{today} today',
        all: 'See all',
        empty: 'Nothing due today',
      },
    },
  },
  resources: {
    tasks: {
      name: 'Due today',
      fields: {
        title: 'Follow-up',
        due_at: 'When',
        owner: 'Owner',
        submission: 'Lead',
        done: 'State',
        actions: 'Actions',
      },
    },
  },
}

export default texts
