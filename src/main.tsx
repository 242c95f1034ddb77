// First, so the site-wide styles come before every component's in the one stylesheet.
import './styles/global.css'
// Takes over the server's HTML (hydration), or renders the page without server rendering.
import './app/boot'
