import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { strToU8, zipSync } from 'fflate'
import { PDFDocument, PDFName } from 'pdf-lib'
import { registration } from '../../conference/registration-fixtures.test-utils.ts'
import type { deskHarness } from '../desk.test-utils.ts'

type Desk = Awaited<ReturnType<typeof deskHarness>>

/** Visibly sample authors (never real people): what a blind answer must never contain. */
export const AUTHOR = {
  name: 'Sample Author One',
  firstname: 'Samplefirst',
  surname: 'Samplesurname',
  email: 'sample.author.one@institute.example.test',
  affiliation: 'Sample Institute',
  coauthor: 'Sample Author Two',
  coaffiliation: 'Sample Coauthor Laboratory',
}
export const AUTHOR_WORDS = [
  AUTHOR.name,
  AUTHOR.firstname,
  AUTHOR.surname,
  AUTHOR.email,
  AUTHOR.affiliation,
  AUTHOR.coauthor,
  AUTHOR.coaffiliation,
]

/** A PDF whose Info dictionary and XMP name the author (as a word processor writes them). */
export async function pdfWithAuthor(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.addPage().drawText('Perovskite films at low temperature', { x: 50, y: 700 })
  doc.setAuthor(AUTHOR.name)
  doc.setCreator(`${AUTHOR.affiliation} word processor`)
  doc.setSubject(AUTHOR.email)
  const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${AUTHOR.name}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`
  const stream = doc.context.register(doc.context.stream(xmp, { Type: 'Metadata', Subtype: 'XML' }))
  doc.catalog.set(PDFName.of('Metadata'), stream)
  return doc.save({ useObjectStreams: false })
}

/** A DOCX whose core, extended and custom properties and a tracked change name the author. */
export function docxWithAuthor(): Uint8Array {
  const xml = (body: string) =>
    strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`)
  return zipSync({
    '[Content_Types].xml': xml(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/><Override PartName="/docProps/custom.xml" ContentType="application/vnd.openxmlformats-officedocument.custom-properties+xml"/></Types>',
    ),
    '_rels/.rels': xml(
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/><Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/custom-properties" Target="docProps/custom.xml"/></Relationships>',
    ),
    'word/document.xml': xml(
      `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Perovskite films at low temperature</w:t></w:r><w:ins w:id="1" w:author="${AUTHOR.name}" w:date="2025-09-01T00:00:00Z"><w:r><w:t> and their stability</w:t></w:r></w:ins></w:p></w:body></w:document>`,
    ),
    'docProps/core.xml': xml(
      `<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${AUTHOR.name}</dc:creator><cp:lastModifiedBy>${AUTHOR.coauthor}</cp:lastModifiedBy></cp:coreProperties>`,
    ),
    'docProps/app.xml': xml(
      `<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Company>${AUTHOR.affiliation}</Company><Manager>${AUTHOR.email}</Manager></Properties>`,
    ),
    'docProps/custom.xml': xml(
      `<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="2" name="Lab"><vt:lpwstr>${AUTHOR.coaffiliation}</vt:lpwstr></property></Properties>`,
    ),
  })
}

/**
 * A registration with an abstract file written where the service keeps them; its submitter and
 * authors are the sample author above (unless `over` says otherwise).
 */
export async function abstractWithFile(
  desk: Desk,
  kind: 'pdf' | 'docx' | 'doc',
  bytes: Uint8Array,
  over: Record<string, unknown> = {},
) {
  const email = (over.email as string | undefined) ?? `${randomUUID().slice(0, 8)}.${AUTHOR.email}`
  const data = registration({
    email,
    firstname: AUTHOR.firstname,
    surname: AUTHOR.surname,
    affiliation: AUTHOR.affiliation,
    abstract_required: true,
    presentational_mode: 'oral',
    abstract_title: 'Perovskite films at low temperature',
    abstract_authors: [
      { name: AUTHOR.name, affiliation: AUTHOR.affiliation },
      { name: AUTHOR.coauthor, affiliation: AUTHOR.coaffiliation },
    ],
    abstract_presenter: 0,
    ...over,
  })
  const key = `${randomUUID()}.${kind}`
  const dir = path.join(desk.deps.config.dataDir, 'abstracts')
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, key), bytes)
  const [result] = await desk.deps.db.write([
    {
      sql: `INSERT INTO conference_registrations (email, data, abstract_key, abstract_kind, abstract_size, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, '2025-10-01', '2025-10-01') RETURNING id`,
      params: [email, JSON.stringify(data), key, kind, bytes.byteLength],
    },
  ])
  return Number(result!.rows[0]!.id)
}

/** A reviewer account (no password) and its session's cookie. */
export async function reviewer(desk: Desk, email: string) {
  const [result] = await desk.deps.db.write([
    {
      sql: `INSERT INTO desk_accounts (email, role, created_at) VALUES (?, 'reviewer', '2025-10-01') RETURNING id`,
      params: [email],
    },
  ])
  const id = Number(result!.rows[0]!.id)
  return { id, email, cookie: await desk.sessionOf(id) }
}

/** Assigns directly in the table (the assignment pages are tested in desk/assignment). */
export async function assignTo(desk: Desk, registrationId: number, accountId: number) {
  await desk.deps.db.write([
    {
      sql: `INSERT INTO abstract_assignments (registration_id, account_id, assigned_at) VALUES (?, ?, ?)`,
      params: [registrationId, accountId, desk.deps.clock!().toISOString()],
    },
  ])
}
