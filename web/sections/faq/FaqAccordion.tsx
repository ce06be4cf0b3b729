'use client'

import { ChevronDown } from 'lucide'
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { SvgIcon } from '@/ui/SvgIcon'
import { useHiddenUntilFound } from '@/ui/useHiddenUntilFound'
import { useHydrated } from '@/ui/useHydrated'
import { usePressedBeforeHydration } from '@/ui/usePressedBeforeHydration'

type Item = { id: string; question: string; answer: ReactNode }

/**
 * The WAI-ARIA accordion pattern: each question is a button inside its heading, with
 * `aria-expanded` and `aria-controls` naming its answer. At most one answer is open (spec: one
 * open item or none); a click, Enter or Space on the open question closes it again.
 *
 * A closed answer is `hidden="until-found"` (useHiddenUntilFound), as a pricing tab not shown is:
 * find in page and a link to a passage of it reach it and open that question. The server's HTML
 * hides the closed answers by `data-closed` until then, and without script the noscript rule in the
 * layout shows every answer. The questions become buttons only once hydrated: before, a button's
 * click would do nothing (a press on the text is noted instead, and opens its answer on mounting:
 * FaqPressesBeforeHydration), and without script, where every answer is shown, a button would be a
 * dead tab stop claiming a state ("collapsed") that is untrue.
 */
export function FaqAccordion({ items }: { items: Item[] }) {
  const [open, setOpen] = useState<string | null>(null)
  const hydrated = useHydrated()
  const answerRef = useHiddenUntilFound(open, setOpen)
  // A question pressed while it was still text (FaqPressesBeforeHydration) opens once it can.
  const list = usePressedBeforeHydration<HTMLDivElement>(setOpen)
  // The question just pressed, and where it was on screen. Opening a question below the open one
  // closes that answer above it, and the page moved up under the visitor's finger: the question
  // went behind the fixed header. The browser's scroll anchoring does not help when its anchor was
  // in the answer that closed. So the page is moved back by as much, before it is drawn (after the
  // layout effect above has hidden the closed answer).
  const pressed = useRef<{ question: HTMLElement; top: number } | null>(null)
  useLayoutEffect(() => {
    const kept = pressed.current
    pressed.current = null
    if (!kept || open === null) return
    const moved = kept.question.getBoundingClientRect().top - kept.top
    if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: 'instant' })
  }, [open])
  return (
    <div ref={list} data-faq-list className="mt-10 space-y-3">
      {items.map((item, index) => {
        const expanded = item.id === open
        const answerId = `faq-answer-${index + 1}`
        return (
          <div
            key={item.id}
            data-faq-item
            data-open={expanded || undefined}
            className="rounded-xl border border-slate-200 bg-white data-open:shadow-sm"
          >
            <h3>
              {/* A button once hydrated; before, and with JavaScript off (where every answer is
                  shown), the question is text, not a button that does nothing. */}
              {hydrated ? (
                <button
                  type="button"
                  aria-controls={answerId}
                  aria-expanded={expanded}
                  onClick={(event) => {
                    pressed.current = {
                      question: event.currentTarget,
                      top: event.currentTarget.getBoundingClientRect().top,
                    }
                    setOpen(expanded ? null : item.id)
                  }}
                  className={`group cursor-pointer ${QUESTION_CLASS}`}
                >
                  <QuestionFace question={item.question} />
                </button>
              ) : (
                <span data-faq-question={item.id} className={QUESTION_CLASS}>
                  <QuestionFace question={item.question} />
                </span>
              )}
            </h3>
            <div
              id={answerId}
              ref={answerRef(item.id)}
              data-faq-answer
              data-closed={!expanded || undefined}
              className="text-slate-700 data-closed:not-[[hidden]]:hidden"
            >
              {/* The padding is inside: a closed answer (hidden until found) keeps its own box, and
                  padding on it left an empty strip under every closed question. */}
              <div className="px-5 pb-5">{item.answer}</div>
            </div>
          </div>
        )
      })}
    </div>
  )
}

/** The question's row, the same as text before hydration and as a button after, so nothing moves. */
const QUESTION_CLASS = 'flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-start font-semibold'

function QuestionFace({ question }: { question: string }) {
  return (
    <>
      <span className="min-w-0">{question}</span>
      <SvgIcon
        icon={ChevronDown}
        className="js-only size-5 shrink-0 text-slate-500 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
      />
    </>
  )
}
