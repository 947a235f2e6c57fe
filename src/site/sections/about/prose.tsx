// Paragraphs of running text in a readable column: the about page's introduction, the programme's.
// Staff's (页面管理): the server writes them from this component's item template.
import { css } from '@emotion/react'
import { pageTextSlots } from '../../content/content-slots'
import { ItemTemplate, lineKey, liveItem, templateItem, type ItemMarks } from '../../content/item-marks'
import { pageTextKeys, textTemplate } from '../../content/text-keys'

const column = css({ display: 'grid', gap: '16px', maxWidth: '820px', fontSize: '17px' })

function Paragraph({ text, marks }: { text: string; marks: ItemMarks }) {
  return <p {...marks.text(lineKey, text)} />
}

const key = pageTextKeys.introParagraphs

/** The page's paragraphs (its text `intro_paragraphs`); `column`: in the readable column, else as the caller lays them out. */
export function Prose({ paragraphs, layout = column }: { paragraphs: readonly string[]; layout?: ReturnType<typeof css> }) {
  return (
    <>
      <div css={layout} {...pageTextSlots.list(key)}>
        {paragraphs.map((text) => (
          <Paragraph key={text} text={text} marks={liveItem} />
        ))}
      </div>
      <ItemTemplate name={textTemplate(key)}>
        <Paragraph text="" marks={templateItem} />
      </ItemTemplate>
    </>
  )
}
