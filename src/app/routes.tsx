import type { ComponentType } from 'react'
import { Navigate, type RouteObject } from 'react-router-dom'
import { pathAliases } from '../config/paths'
import { RouteErrorPage } from '../components/layout/route-error-page'
import { RootLayout } from './root-layout'
import { notFoundRoute, routeRegistry, type Layout, type RouteEntry } from './route-registry'

type RouteModule = { Component: ComponentType }

// One lazy chunk per route module; the registry names the module of each route.
const modules = import.meta.glob<RouteModule>('../routes/**/*.tsx')

/** The route module's source file (the key of Vite's manifest): `src/routes/<module>.tsx`. */
export const routeModuleFile = (module: string) => `src/routes/${module}.tsx`

function lazyModule(module: string): () => Promise<RouteModule> {
  const load = modules[`../routes/${module}.tsx`]
  if (!load) throw new Error(`The route registry names a missing module: src/routes/${module}.tsx`)
  return load
}

const layoutModules: Record<Layout, string> = {
  society: '_society-layout',
  simple: '_simple-layout',
  conference: '_conference-layout',
}

const toRoute = (entry: RouteEntry): RouteObject => ({
  id: entry.id,
  path: entry.path,
  lazy: lazyModule(entry.module),
})

const layoutRoute = (layout: Layout, children: RouteEntry[]): RouteObject => ({
  id: `layout-${layout}`,
  lazy: lazyModule(layoutModules[layout]),
  children: children.map(toRoute),
})

const entriesOf = (layout: Layout) => routeRegistry.filter((r) => r.layout === layout)

/** Every route of the registry under its layout; unknown paths get the branded not-found page. */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
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
}
