import { createHash } from 'node:crypto'

/**
 * Interactive from the first paint (docs/decisions/0045-interactive-from-first-paint.md).
 *
 * The page's HTML is complete long before React takes it over. This inline script, first in
 * `<head>`, keeps what a visitor does in that time, in the spirit of Angular's event replay
 * (jsaction): one capturing listener per event type on the document, and a queue.
 *
 * - A click on a button that has no native action (a menu, a dropdown, the bell) is queued.
 * - A form submission is held (no native GET or POST while the page is about to take over) and
 *   queued; the form says it is busy (`aria-busy`).
 * - A change to a text field, select, checkbox, radio or file input is queued with the value the
 *   visitor left (a re-render before the replay cannot lose it).
 * - A file input that holds a chosen file is marked `data-has-file`, so CSS can show at once what
 *   depends on it (the registration's abstract details); the page removes the mark when it takes
 *   the file.
 * - A key pressed on a button that is not its native activation (Enter and Space become a click)
 *   is queued: ArrowDown on a dropdown's button opens it.
 *
 * `src/app/early-events.ts` takes the queue just before hydration (React's own replay covers the
 * rest) and replays it once React has hydrated. If the scripts fail to load (the loader calls
 * `fail`), or no hydration follows a held submission within 10 s, the held forms are submitted
 * natively: a real POST that the Node server answers, as without JavaScript.
 *
 * The text never changes, so the CSP allows it by hash.
 */
export const EARLY_EVENTS = `(function(){var d=document,h=d.documentElement,q=[],on=1,timer=0,L;function idle(){return !on||h.hasAttribute('data-hydrated')}function find(t,k){for(var i=0;i<q.length;i++)if(q[i].target===t&&q[i].type===k)return q[i]}function value(e){var t=e.target;if(idle()||!t||!/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName))return;if(t.type==='file')t.toggleAttribute('data-has-file',t.files.length>0);var x=find(t,'value');if(!x)q.push(x={type:'value',target:t});x.value=t.type==='checkbox'||t.type==='radio'?t.checked:t.type==='file'?null:t.value}function click(e){if(idle())return;var b=e.target&&e.target.closest&&e.target.closest('button');if(!b||b.disabled||b.type==='reset'||(b.type==='submit'&&b.form))return;q.push({type:'click',target:b})}function submit(e){if(idle())return;var f=e.target;e.preventDefault();if(find(f,'submit'))return;f.setAttribute('aria-busy','true');q.push({type:'submit',target:f,submitter:e.submitter||null});clearTimeout(timer);timer=setTimeout(fail,10000)}function key(e){if(idle())return;var b=e.target&&e.target.closest&&e.target.closest('button');if(!b||b.disabled||/^(Enter| |Tab|Shift|Control|Alt|Meta)$/.test(e.key))return;q.push({type:'key',target:b,key:e.key})}function stop(){on=0;clearTimeout(timer);for(var n in L)d.removeEventListener(n,L[n],true)}function fail(){var x=q.slice();stop();q.length=0;x.forEach(function(s){var f=s.target,b=s.submitter;if(s.type!=='submit'||!f.isConnected)return;f.removeAttribute('aria-busy');if(b&&b.name){var i=d.createElement('input');i.type='hidden';i.name=b.name;i.value=b.value;f.appendChild(i)}HTMLFormElement.prototype.submit.call(f)})}L={click:click,submit:submit,input:value,change:value,keydown:key};for(var n in L)d.addEventListener(n,L[n],true);window.__early={take:function(){stop();var x=q.slice();q.length=0;return x},fail:fail}})()`

/** The CSP source that allows this script. */
export const EARLY_EVENTS_CSP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_EVENTS).digest('base64')}'`

export const earlyEventsTag = () => `<script>${EARLY_EVENTS}</script>`
