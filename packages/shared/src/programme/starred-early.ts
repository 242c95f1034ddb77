import { programmePaths } from './programme-paths'

/**
 * The visitor's starred talks as the browser keeps them (`localStorage`, one versioned JSON value
 * keyed by talk code: src/features/programme/my-programme-storage.ts reads and writes it).
 */
export const STARRED_STORAGE_KEY = 'iumrs-icam25:my-programme'

/** What a talk code may be (the studio's validation); anything else in storage is ignored. */
export const TALK_CODE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/

/** A star button's attribute: its talk's code. */
export const STAR_CODE_ATTRIBUTE = 'data-star'

/** On each of a talk page's star labels: `off` ("Star") or `on` ("Starred"). */
export const STAR_LABEL_ATTRIBUTE = 'data-when'

/**
 * Stars at the first paint. The server cannot know a visitor's stars, and the page's scripts
 * start after its first paint (docs/decisions/0044), so a starred talk's button said "Star"
 * until React had hydrated. This inline script, in `<head>`, reads the stored codes on programme
 * pages only; if there are any, a constructed stylesheet shows those buttons' ★ (and "Starred")
 * until React takes over (`data-hydrated`), and once the document is parsed their
 * `aria-pressed` says so. React then renders the same state from the same storage. Its text never
 * changes, so the CSP allows it by hash.
 */
export const STARRED_EARLY = `(function(){var d=document,c;if(location.pathname.indexOf(${JSON.stringify(programmePaths.programme)})!==0)return;try{c=JSON.parse(localStorage.getItem(${JSON.stringify(STARRED_STORAGE_KEY)})).talks}catch(e){return}c=Array.isArray(c)?c:c&&typeof c==='object'?Object.keys(c):[];c=c.filter(function(k){return typeof k==='string'&&${TALK_CODE.toString()}.test(k)});if(!c.length)return;var q=c.map(function(k){return 'html:not([data-hydrated]) [${STAR_CODE_ATTRIBUTE}="'+k+'"] [${STAR_LABEL_ATTRIBUTE}='});try{var s=new CSSStyleSheet();s.replaceSync(q.join('off],')+'off]{display:none}'+q.join('on],')+'on]{display:inline}'+q.map(function(x){return x.slice(0,x.lastIndexOf(' '))+'::before'}).join(',')+'{content:"★";content:"★"/""}');d.adoptedStyleSheets=d.adoptedStyleSheets.concat(s)}catch(e){}d.addEventListener('DOMContentLoaded',function(){c.forEach(function(k){var b=d.querySelectorAll('[${STAR_CODE_ATTRIBUTE}="'+k+'"]');for(var i=0;i<b.length;i++)b[i].setAttribute('aria-pressed','true')})})})()`
