import { createHash } from 'node:crypto'

/**
 * Interactive from the first paint (docs/decisions/0045-interactive-from-first-paint.md).
 *
 * The page's HTML is complete long before React takes it over. This inline script, first in
 * `<head>`, keeps what a visitor does in that time, in the spirit of Angular's event replay
 * (jsaction): one capturing listener per event type on the document, and a queue.
 *
 * - A click on a button that has no native action (a menu, a dropdown, the bell) is queued.
 * - A field the visitor changes (text, select, checkbox, radio, file) is remembered, until the
 *   page has hydrated: not its value, which stays in the field, but that it changed. React 19
 *   hydrates a controlled field without reading what it holds (it takes the field's current text
 *   as the last value it saw, so no `onChange` follows) and its next render writes the state's
 *   value over it; the page hands each changed field to React as soon as it has hydrated
 *   (docs/decisions/0101-nothing-typed-is-lost.md).
 * - A form submission is held (no native GET or POST while the page is about to take over) and
 *   queued, until the page has hydrated, so its handler sees every field's value; the form says
 *   it is busy (`aria-busy`).
 * - A file input that holds a chosen file is marked `data-has-file`, so CSS can show at once what
 *   depends on it (the registration's abstract details); the page removes the mark when it takes
 *   the file.
 * - A key pressed on a button that is not its native activation (Enter and Space become a click)
 *   is queued: ArrowDown on a dropdown's button opens it.
 *
 * `src/app/early-events.ts` takes the clicks and keys just before hydration (`take`; React's own
 * replay covers them from then on), and the changed fields and held submissions once the page
 * has hydrated (`rest`). If the scripts fail to load (the loader calls `fail`), or no hydration
 * follows a held submission within 10 s, the held forms are submitted natively: a real POST that
 * the Node server answers, as without JavaScript.
 *
 * The text never changes, so the CSP allows it by hash.
 */
export const EARLY_EVENTS = `(function(){var d=document,h=d.documentElement,q=[],f=[],timer=0,K,V;function live(){return !h.hasAttribute('data-hydrated')}function field(e){var t=e.target;if(!live()||!t||!/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName))return;if(t.type==='file')t.toggleAttribute('data-has-file',t.files.length>0);if(f.indexOf(t)<0)f.push(t)}function click(e){if(!live())return;var b=e.target&&e.target.closest&&e.target.closest('button');if(!b||b.disabled||b.type==='reset'||(b.type==='submit'&&b.form))return;q.push({type:'click',target:b})}function submit(e){if(!live())return;var t=e.target;e.preventDefault();e.stopPropagation();for(var i=0;i<q.length;i++)if(q[i].target===t)return;t.setAttribute('aria-busy','true');q.push({type:'submit',target:t,submitter:e.submitter||null});clearTimeout(timer);timer=setTimeout(fail,10000)}function key(e){if(!live())return;var b=e.target&&e.target.closest&&e.target.closest('button');if(!b||b.disabled||/^(Enter| |Tab|Shift|Control|Alt|Meta)$/.test(e.key))return;q.push({type:'key',target:b,key:e.key})}function on(M){for(var n in M)d.addEventListener(n,M[n],true)}function off(M){for(var n in M)d.removeEventListener(n,M[n],true)}function held(){clearTimeout(timer);var x=q.slice();q.length=0;return x}function fail(){var x=held();off(K);off(V);x.forEach(function(s){var t=s.target,b=s.submitter;if(s.type!=='submit'||!t.isConnected)return;t.removeAttribute('aria-busy');if(b&&b.name){var i=d.createElement('input');i.type='hidden';i.name=b.name;i.value=b.value;t.appendChild(i)}HTMLFormElement.prototype.submit.call(t)})}K={click:click,keydown:key};V={input:field,change:field,submit:submit};on(K);on(V);window.__early={take:function(){off(K);return held()},rest:function(){off(V);var x=f.slice();f.length=0;return{fields:x,events:held()}},fail:fail}})()`

/** The CSP source that allows this script. */
export const EARLY_EVENTS_CSP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_EVENTS).digest('base64')}'`

export const earlyEventsTag = () => `<script>${EARLY_EVENTS}</script>`
