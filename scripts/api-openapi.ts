// npm run api:openapi: writes the society API's OpenAPI document from the zod contract
// (packages/society-api/src/openapi/document.ts) to packages/society-api/src/openapi/openapi.json; `--check` fails when
// the committed file differs (the contract changed without regenerating it).
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { societyApiDocument } from '@amrs/society-api/openapi/document'

const file = path.resolve('packages/society-api/src/openapi/openapi.json')
const document = societyApiDocument()
const text = `${JSON.stringify(document, null, 2)}\n`
if (process.argv.includes('--check')) {
  if (!isDeepStrictEqual(JSON.parse(readFileSync(file, 'utf8')), document)) {
    console.error(`${file} is out of date: run npm run api:openapi`)
    process.exit(1)
  }
  console.log(`${file} matches the contract`)
} else {
  writeFileSync(file, text)
  console.log(`wrote ${file}`)
}
