// An effect returns nothing, or its cleanup: a function written as one (an arrow or a function
// expression) or named by a variable. React keeps whatever an effect returns and calls it when
// the effect re-runs or unmounts; a returned value that is not a function throws there, in the
// commit, where only an error boundary above the component catches it (docs/decisions/0057: the root
// layout returned `window.scrollTo(…)`, which is a promise where scroll methods return one, and
// the next navigation blanked the page). A call's result is not accepted even when it is a
// function today: name it (`const stop = watch(); return stop`), so the reader sees a cleanup.

const EFFECT = /^use(\w*Layout|Insertion)?Effect$|^useBrowserLayoutEffect$/

const isFunction = (node) =>
  node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression'

/** The return statements of a function body, not of the functions nested in it. */
function returnsOf(node, found = []) {
  if (!node || typeof node.type !== 'string') return found
  if (node.type === 'ReturnStatement') found.push(node)
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue
    const children = Array.isArray(value) ? value : [value]
    for (const child of children)
      if (child && typeof child.type === 'string' && !isFunction(child)) returnsOf(child, found)
  }
  return found
}

const isCleanup = (argument) =>
  !argument ||
  isFunction(argument) ||
  argument.type === 'Identifier' ||
  (argument.type === 'UnaryExpression' && argument.operator === 'void')

export const effectCleanup = {
  rules: {
    'effect-cleanup': {
      meta: {
        type: 'problem',
        messages: {
          expressionBody:
            'An effect returns nothing or its cleanup: write its body in braces (React calls whatever it returns).',
          returnsValue:
            'An effect returns nothing or its cleanup function: do not return this value (React calls it on cleanup).',
        },
        schema: [],
      },
      create(context) {
        return {
          CallExpression(node) {
            const callee = node.callee
            const name =
              callee.type === 'Identifier'
                ? callee.name
                : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
                  ? callee.property.name
                  : null
            if (!name || !EFFECT.test(name)) return
            const effect = node.arguments[0]
            if (!effect || !isFunction(effect)) return
            if (effect.body.type !== 'BlockStatement') {
              if (!isFunction(effect.body))
                context.report({ node: effect.body, messageId: 'expressionBody' })
              return
            }
            for (const statement of returnsOf(effect.body))
              if (!isCleanup(statement.argument))
                context.report({ node: statement, messageId: 'returnsValue' })
          },
        }
      },
    },
  },
}
