import { createHash } from 'node:crypto'

/**
 * The page's scripts start at its first paint, or sooner on the visitor's first sign of intent
 * (docs/decisions/0044-scripts-after-first-paint.md, 0045-interactive-from-first-paint.md).
 *
 * The server's HTML is the page: readable, styled and navigable before any script runs. Its
 * scripts should not compete with the HTML, the stylesheet and the hero image for a slow phone's
 * bandwidth before the first paint, so this inline loader waits for the page's first contentful
 * paint (reported by a PerformanceObserver; where there is none, the next frame), then adds
 * modulepreload links for the route's chunks (fetched in parallel, no waterfall) and the entry
 * module. Starting a fetch costs the main thread about a millisecond (five on a phone), so the
 * links go in four to a task, the entry after them: twenty chunks are five short tasks, not one
 * long one (docs/decisions/0107-hydration-that-fits-a-phone.md). A `pointerdown`, `touchstart`, `keydown` or `focusin` starts them at once, whatever
 * has painted; at most they wait 3 s (a background tab). If the entry fails to load, the forms a
 * visitor submitted meanwhile go to the server natively (early-events.ts). The loader's text
 * never changes (the file names are data attributes), so the CSP allows it by hash rather than
 * by 'unsafe-inline'.
 */
export const BOOT_LOADER = `(function(){var d=document,s=d.currentScript;if(!s)return;var e=s.getAttribute('data-entry'),c=(s.getAttribute('data-chunks')||'').split(' '),started=0,intent=['pointerdown','touchstart','keydown','focusin'];function add(n,a){var x=d.createElement(n);for(var k in a)x.setAttribute(k,a[k]);d.head.appendChild(x);return x}function batch(){for(var i=0;i<4&&c.length;i++){var h=c.shift();if(h)add('link',{rel:'modulepreload',crossorigin:'',href:h})}if(c.length)return setTimeout(batch,0);add('script',{type:'module',crossorigin:'',src:e}).onerror=function(){var w=window.__early;if(w)w.fail()}}function go(){if(started++)return;intent.forEach(function(n){removeEventListener(n,go,true)});batch()}function soon(){setTimeout(go,0)}intent.forEach(function(n){addEventListener(n,go,{capture:true,passive:true})});try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();soon()}}).observe({type:'paint',buffered:true})}catch(x){requestAnimationFrame(soon)}setTimeout(go,3000)})()`

/** The CSP source that allows the loader (and nothing else inline). */
export const BOOT_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** The loader for an entry file and the chunks it will import (paths from the site root). */
export function bootLoaderTag(entry: string, chunks: string[]): string {
  return `<script data-entry="${attr(entry)}" data-chunks="${attr(chunks.join(' '))}">${BOOT_LOADER}</script>`
}
