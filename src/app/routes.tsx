import type { ReactNode } from 'react'
import { Navigate, useParams, useRoutes, type RouteObject } from 'react-router-dom'
import { pathAliases } from '@amrs/shared/paths'
import {
  notFoundRoute,
  routeTable,
  type Layout,
  type RouteParams,
  type RouteRow,
} from '@amrs/shared/routes'
import { RouteParamsContext } from '@/content/route-content'
import { PageTitle } from '@/lib/page-title'
import { RootLayout } from './root-layout'
import { layoutModules, lazyModule } from './route-modules'

/*
 * The router's table, built from the route table: React Router's declarative routes
 * (`useRoutes`; its data-router half would add 16 KB gzip to every page, and the route modules'
 * `content` does what its loaders would), with one lazily loaded module per page and layout.
 */

function element(module: string) {
  const { Component } = lazyModule(module)
  return <Component />
}

/** The page's parameters for its `content`: the row's fixed ones and the path's. */
function RouteParamsProvider({ fixed, children }: { fixed?: RouteParams; children: ReactNode }) {
  const params = { ...fixed, ...(useParams() as RouteParams) }
  return <RouteParamsContext value={params}>{children}</RouteParamsContext>
}

const toRoute = (entry: RouteRow): RouteObject => ({
  path: entry.path,
  element: (
    <PageTitle.Provider value={entry.title}>
      <RouteParamsProvider {...(entry.params ? { fixed: entry.params } : {})}>
        {element(entry.module)}
      </RouteParamsProvider>
    </PageTitle.Provider>
  ),
})

const layoutRoute = (layout: Layout, children: RouteRow[]): RouteObject => ({
  element: element(layoutModules[layout]),
  children: children.map(toRoute),
})

const entriesOf = (layout: Layout) => routeTable.filter((r) => r.layout === layout)

/** Every route of the table under its layout; unknown paths get the branded not-found page. */
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
