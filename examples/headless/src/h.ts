type Child = Node | string | false | null | undefined
type Props = Record<string, string | number | boolean | undefined | ((event: Event) => void)>

/**
 * A tiny element builder: `h('button', { type: 'button', onclick }, 'Connect')`. Props that
 * start with `on` are listeners, `true` sets an empty attribute, false or undefined skips it.
 */
export function h<TTag extends keyof HTMLElementTagNameMap>(
  tag: TTag,
  props: Props = {},
  ...children: Child[]
): HTMLElementTagNameMap[TTag] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value)
    else if (value === true) element.setAttribute(name, '')
    else if (value !== false && value !== undefined) element.setAttribute(name, String(value))
  }
  for (const child of children) if (child) element.append(child)
  return element
}
