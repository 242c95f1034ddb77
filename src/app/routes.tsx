import { use, type ComponentType } from 'react'
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom'
import { pathAliases } from '@amrs/shared/paths'
import { PageTitle } from '@/lib/page-title'
import { RootLayout } from './root-layout'
import {
  notFoundRoute,
  routeForPath,
  routeRegistry,
  type Layout,
  type RouteEntry,
} from './route-registry'

type RouteModule = { Component: ComponentType }

/**
 * The router's table, built from the route registry: React Router's declarative routes
 * (`useRoutes`; its data-router half would add 16 KB gzip to every page and this site has no
 * loaders), with one lazily loaded module per page and layout.
 */
const modules = import.meta.glob<RouteModule>(['../routes/**/*.tsx', '!**/*.test.tsx'])

/** The route module's source file (the key of Vite's manifest): `src/routes/<module>.tsx`. */
export const routeModuleFile = (module: string) => `src/routes/${module}.tsx`

interface LazyModule {
  Component: ComponentType
  /** Loads the module (once); rendering before it resolved suspends. */
  preload(): Promise<RouteModule>
}

const lazyModules = new Map<string, LazyModule>()

/**
 * A route module as a component. Unlike `React.lazy`, once `preload()` resolved it renders at
 * once, so the server and the hydrating browser render the page without suspending.
 */
function lazyModule(module: string): LazyModule {
  const existing = lazyModules.get(module)
  if (existing) return existing
  const load = modules[`../routes/${module}.tsx`]
  if (!load) throw new Error(`The route registry names a missing module: src/routes/${module}.tsx`)
  let loaded: RouteModule | undefined
  let pending: Promise<RouteModule> | undefined
  const preload = () =>
    (pending ??= load().then((m) => {
      loaded = m
      return m
    }))
  function RouteModuleComponent() {
    const { Component } = loaded ?? use(preload())
    return <Component />
  }
  const lazy = { Component: RouteModuleComponent, preload }
  lazyModules.set(module, lazy)
  return lazy
}

const layoutModules: Record<Layout, string> = {
  society: '_society-layout',
  simple: '_simple-layout',
  conference: '_conference-layout',
}

function element(module: string) {
  const { Component } = lazyModule(module)
  return <Component />
}

const toRoute = (entry: RouteEntry): RouteObject => ({
  path: entry.path,
  element: <PageTitle.Provider value={entry.title}>{element(entry.module)}</PageTitle.Provider>,
})

const layoutRoute = (layout: Layout, children: RouteEntry[]): RouteObject => ({
  element: element(layoutModules[layout]),
  children: children.map(toRoute),
})

const entriesOf = (layout: Layout) => routeRegistry.filter((r) => r.layout === layout)

/** Every route of the registry under its layout; unknown paths get the branded not-found page. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      layoutRoute('society', [...entriesOf('society'), notFoundRoute]),
      layoutRoute('simple', entriesOf('simple')),
      layoutRoute('conference', entriesOf('conference')),
      ...Object.entries(pathAliases).map(([from, to]) => ({
        path: from,
        element: <Navigate to={to} replace />,
      })),
    ],
  },
]

/** The site: rendered inside `<BrowserRouter>` (browser) or `<StaticRouter>` (server). */
export function AppRoutes() {
  return useRoutes(routes)
}

/** Loads the layout and page modules of a path, so it renders (or hydrates) without waiting. */
export async function preloadRoute(pathname: string): Promise<RouteEntry> {
  const entry = routeForPath(pathname) ?? notFoundRoute
  await Promise.all([
    lazyModule(layoutModules[entry.layout]).preload(),
    lazyModule(entry.module).preload(),
  ])
  return entry
}

export const layoutModuleOf = (layout: Layout) => layoutModules[layout]
