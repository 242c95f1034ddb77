import PDFDocument from 'pdfkit'
import type { Weight } from './pdf-fonts.ts'
import { TextSetter, type SetOptions } from './text-layout.ts'

/**
 * Tagged, accessible PDFs (PDF 1.7 with a structure tree, the document's language and title)
 * with pdfkit, for every document the service issues: receipts, credit notes, letters,
 * certificates, badges and the book of abstracts. Text is set by `TextSetter` in the face each
 * script needs (Latin with its accents, Arabic shaped right to left, Chinese, Japanese, Korean;
 * docs/decisions/0099), embedded as subsets with their ToUnicode maps so the text can be read
 * back; headings, paragraphs and tables carry their structure, so a screen reader reads them in
 * order and a table's cells with their headers.
 */

export interface PdfMeta {
  title: string
  author: string
  subject?: string
  lang?: string
  /** The page size (default A4) and margin in points (default 56); badges use A6 and 0. */
  size?: 'A4' | 'A6'
  margin?: number
  /** Keep every page open until `finish` (the book numbers its pages at the end). */
  bufferPages?: boolean
}

/** Where and how `PdfBuilder.text` sets a text; x, y and width default to the flow's. */
export type TextOptions = Partial<Omit<SetOptions, 'size' | 'weight'>> & {
  size: number
  weight?: Weight
}

/** Roles of structure elements a document may place by hand (`PdfBuilder.tagged`). */
export type TaggedRole = 'P' | 'H1' | 'H2' | 'Sect' | 'Figure'

export interface TableSpec {
  /** The header row (column headers); none for a table of labelled rows. */
  headers?: string[]
  /** The first cell of each row heads it (a label: value table). */
  rowHeaders?: boolean
  rows: string[][]
  /** Rows after the body (totals), set in bold. */
  footer?: string[][]
  /** Column widths as fractions of the text width (default: equal). */
  widths?: number[]
  /** Right-aligned columns (amounts). */
  right?: number[]
}

type Struct = ReturnType<PDFKit.PDFDocument['struct']>

export class PdfBuilder {
  readonly doc: PDFKit.PDFDocument
  readonly #setter: TextSetter
  readonly #root: Struct
  readonly #chunks: Buffer[] = []
  readonly #done: Promise<void>

  constructor(meta: PdfMeta) {
    this.doc = new PDFDocument({
      size: meta.size ?? 'A4',
      margin: meta.margin ?? 56,
      pdfVersion: '1.7',
      tagged: true,
      lang: meta.lang ?? 'en-GB',
      displayTitle: true,
      bufferPages: meta.bufferPages ?? false,
      info: { Title: meta.title, Author: meta.author, Subject: meta.subject ?? meta.title },
    })
    this.#setter = new TextSetter(this.doc)
    this.#setter.base(12)
    this.doc.on('data', (chunk: Buffer) => this.#chunks.push(chunk))
    this.#done = new Promise((resolve) => this.doc.on('end', () => resolve()))
    this.#root = this.doc.struct('Document')
    this.doc.addStructure(this.#root)
  }

  get #width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right
  }

  /**
   * Sets `text` (any script) at the flow's position or the one given, wrapped within the width;
   * to be called inside a structure element (`tagged`) or an artifact.
   */
  text(text: string, opts: TextOptions): this {
    const { doc } = this
    const x = opts.x ?? doc.x
    this.#setter.set(text, {
      ...opts,
      x,
      y: opts.y ?? doc.y,
      width: opts.width ?? doc.page.width - x - doc.page.margins.right,
      weight: opts.weight ?? 'regular',
    })
    return this
  }

  /** The width of `text` on one line. */
  widthOf(text: string, size: number, weight: Weight = 'regular'): number {
    return this.#setter.widthOf(text, size, weight)
  }

  /** The height of `text` wrapped within `width`. */
  heightOf(text: string, width: number, size: number, weight: Weight = 'regular'): number {
    return this.#setter.heightOf(text, width, size, weight)
  }

  heading(text: string, level: 1 | 2 = 1): this {
    const size = level === 1 ? 18 : 13
    this.#root.add(
      this.doc.struct(`H${level}`, {}, () => {
        this.text(text, { size, weight: 'bold' }).doc.moveDown(0.4)
      }),
    )
    return this
  }

  paragraph(text: string, opts: { size?: number; gap?: number } = {}): this {
    this.#root.add(
      this.doc.struct('P', {}, () => {
        this.text(text, { size: opts.size ?? 10.5 }).doc.moveDown(opts.gap ?? 0.3)
      }),
    )
    return this
  }

  /** An image (a QR code) as a Figure with its text alternative. */
  figure(image: Buffer, size: number, alt: string): this {
    this.#root.add(
      this.doc.struct('Figure', { alt }, () => {
        this.doc.image(image, this.doc.page.margins.left, this.doc.y, { width: size, height: size })
      }),
    )
    this.doc.y += size + 6
    this.doc.x = this.doc.page.margins.left
    return this
  }

  /**
   * Content drawn by `draw` at positions of its own (badges), tagged with `role` in reading
   * order; `alt` is a Figure's text alternative.
   */
  tagged(role: TaggedRole, draw: () => void, alt?: string): this {
    this.#root.add(this.doc.struct(role, alt ? { alt } : {}, draw))
    return this
  }

  /** Decoration drawn by `draw` (bands, cut marks), marked as an artifact so readers skip it. */
  artifact(draw: () => void): this {
    this.doc.markContent('Artifact', { type: 'Layout' })
    draw()
    this.doc.endMarkedContent()
    return this
  }

  /** A table; each cell is its own structure element (TH for headers, TD for data). */
  table(spec: TableSpec): this {
    const { doc } = this
    const left = doc.page.margins.left
    const columns = spec.headers?.length ?? spec.rows[0]?.length ?? 1
    const widths = (spec.widths ?? Array.from({ length: columns }, () => 1 / columns)).map(
      (w) => w * this.#width,
    )
    const table = doc.struct('Table')
    this.#root.add(table)
    const row = (cells: string[], kind: 'TH' | 'TD', bold: boolean, heads = false) => {
      const tr = doc.struct('TR')
      table.add(tr)
      const y = doc.y
      let x = left
      let bottom = y
      cells.forEach((cell, i) => {
        const width = widths[i] ?? 0
        tr.add(
          doc.struct(heads && i === 0 ? 'TH' : kind, {}, () => {
            this.text(cell, {
              x: x + 4,
              y: y + 4,
              width: width - 8,
              size: 10.5,
              weight: bold ? 'bold' : 'regular',
              align: spec.right?.includes(i) ? 'right' : 'left',
            })
          }),
        )
        bottom = Math.max(bottom, doc.y + 4)
        x += width
      })
      tr.end()
      this.#rule(bottom)
      doc.x = left
      doc.y = bottom
    }
    if (spec.headers) row(spec.headers, 'TH', true)
    else this.#rule(doc.y)
    spec.rows.forEach((cells) => row(cells, 'TD', false, spec.rowHeaders))
    spec.footer?.forEach((cells) => row(cells, 'TD', true, true))
    table.end()
    doc.moveDown(1)
    return this
  }

  /** A thin line, marked as an artifact (decoration, not content). */
  #rule(y: number): void {
    const { doc } = this
    doc.markContent('Artifact', { type: 'Layout' })
    doc
      .moveTo(doc.page.margins.left, y)
      .lineTo(doc.page.margins.left + this.#width, y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke()
    doc.endMarkedContent()
  }

  /** Ends the document; its bytes. */
  async finish(): Promise<Uint8Array> {
    this.#root.end()
    this.doc.end()
    await this.#done
    return new Uint8Array(Buffer.concat(this.#chunks))
  }
}
