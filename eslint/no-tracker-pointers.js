// Comments and strings speak of the code and its decision records (`docs/decisions/NNNN-*.md`),
// never of an issue number: "issue" followed by a number, with or without "#", in any case and
// in the plural too, points to a tracker that nobody maintaining this repository can open. The rule looks at every comment,
// string literal, template and JSX text of a linted file; eslint/no-tracker-pointers.test.ts also
// reads the files ESLint does not lint (SQL, CSS, Markdown, HTML). "Known issues" or "issues a
// receipt" are not pointers: only "issue" followed by a number is.

export const TRACKER_POINTER = /\bissues?\s*#?\d+/i

const MESSAGE =
  'Name the decision record (docs/decisions/NNNN-*.md) or the feature, not an issue number: nobody here can look it up.'

export const noTrackerPointers = {
  rules: {
    'no-issue-numbers': {
      meta: {
        type: 'suggestion',
        messages: { pointer: MESSAGE },
        schema: [],
      },
      create(context) {
        const report = (node, text) => {
          if (typeof text === 'string' && TRACKER_POINTER.test(text))
            context.report({ node, messageId: 'pointer' })
        }
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments())
              report(comment, comment.value)
          },
          Literal(node) {
            report(node, node.value)
          },
          TemplateElement(node) {
            report(node, node.value.cooked ?? node.value.raw)
          },
          JSXText(node) {
            report(node, node.value)
          },
        }
      },
    },
  },
}
