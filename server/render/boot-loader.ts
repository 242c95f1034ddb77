import { createHash } from 'node:crypto'

/**
 * The page's scripts start after its first paint (docs/decisions/0044-scripts-after-first-paint.md).
 *
 * The server's HTML is the page: readable, styled and navigable before any script runs. Its
 * scripts only add behaviour, so they should not compete with the HTML, the stylesheet and the
 * hero image for a slow phone's bandwidth before the first paint. This inline loader waits for
 * the page's first contentful paint (reported by a PerformanceObserver; where there is none, the
 * next frame) and its load event (the hero image is in), at most 3 s, then adds
 * modulepreload links for the route's chunks (fetched in parallel, no waterfall) and the entry
 * module. The loader's text never changes (the file names are data attributes), so the CSP allows
 * it by hash rather than by 'unsafe-inline'.
 */
export const BOOT_LOADER = `(function(){var d=document,s=d.currentScript;if(!s)return;var e=s.getAttribute('data-entry'),c=(s.getAttribute('data-chunks')||'').split(' '),painted=0,loaded=0,started=0;function add(n,a){var x=d.createElement(n);for(var k in a)x.setAttribute(k,a[k]);d.head.appendChild(x)}function go(){if(started++)return;c.forEach(function(h){if(h)add('link',{rel:'modulepreload',crossorigin:'',href:h})});add('script',{type:'module',crossorigin:'',src:e})}function ready(){if(painted&&loaded)setTimeout(go,0)}function onPaint(){painted=1;ready()}function onLoad(){loaded=1;ready()}try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();onPaint()}}).observe({type:'paint',buffered:true})}catch(x){requestAnimationFrame(function(){setTimeout(onPaint,0)})}if(d.readyState==='complete')onLoad();else addEventListener('load',onLoad);setTimeout(go,3000)})()`

/** The CSP source that allows the loader (and nothing else inline). */
export const BOOT_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** The loader for an entry file and the chunks it will import (paths from the site root). */
export function bootLoaderTag(entry: string, chunks: string[]): string {
  return `<script data-entry="${attr(entry)}" data-chunks="${attr(chunks.join(' '))}">${BOOT_LOADER}</script>`
}
