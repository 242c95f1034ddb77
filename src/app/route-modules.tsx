import { use, type ComponentType } from 'react'
import { notFoundRoute, routeForPath, type Layout, type RouteRow } from '@amrs/shared/routes'
import type { RouteModule } from '@/content/route-module'

/** The route modules (`src/routes/<module>.tsx`), each loaded when a page needs it. */
const modules = import.meta.glob<RouteModule>(['../routes/**/*.tsx', '!**/*.test.tsx'])

/**
 * A route's chunk failed to load: a deploy replaced the site's files since this tab loaded them
 * (and no service worker kept them). The server has the page: load it afresh, once per address,
 * rather than show a broken one.
 */
function reloadAfterDeploy(error: unknown): Promise<never> {
  if (typeof window === 'undefined') throw error
  const key = `amrs:reloaded:${window.location.pathname}`
  if (window.sessionStorage.getItem(key)) throw error
  window.sessionStorage.setItem(key, '1')
  window.location.reload()
  return new Promise<never>(() => {})
}

/** The route module's source file (the key of Vite's manifest): `src/routes/<module>.tsx`. */
export const routeModuleFile = (module: string) => `src/routes/${module}.tsx`

interface LazyModule {
  Component: ComponentType
  /** Loads the module (once); rendering before it resolved suspends. */
  preload(): Promise<RouteModule>
  /** The module, once loaded. */
  loaded(): RouteModule | undefined
}

const lazyModules = new Map<string, LazyModule>()

/**
 * A route module as a component. Unlike `React.lazy`, once `preload()` resolved it renders at
 * once, so the server and the hydrating browser render the page without suspending.
 */
export function lazyModule(module: string): LazyModule {
  const existing = lazyModules.get(module)
  if (existing) return existing
  const load = modules[`../routes/${module}.tsx`]
  if (!load) throw new Error(`The route table names a missing module: src/routes/${module}.tsx`)
  let loaded: RouteModule | undefined
  let pending: Promise<RouteModule> | undefined
  const preload = () =>
    (pending ??= load()
      .catch(reloadAfterDeploy)
      .then((m) => {
        loaded = m
        return m
      }))
  function RouteModuleComponent() {
    const { Component } = loaded ?? use(preload())
    return <Component />
  }
  const lazy = { Component: RouteModuleComponent, preload, loaded: () => loaded }
  lazyModules.set(module, lazy)
  return lazy
}

export const layoutModules: Record<Layout, string> = {
  society: '_society-layout',
  simple: '_simple-layout',
  conference: '_conference-layout',
}

export interface LoadedRoute {
  route: RouteRow
  layout: RouteModule
  page: RouteModule
}

/** Loads a row's layout and page modules, so it renders (or hydrates) without waiting. */
export async function loadRoute(route: RouteRow): Promise<LoadedRoute> {
  const [layout, page] = await Promise.all([
    lazyModule(layoutModules[route.layout]).preload(),
    lazyModule(route.module).preload(),
  ])
  return { route, layout, page }
}

/** Loads the layout and page modules of a path (the not-found page for unknown paths). */
export const preloadRoute = (pathname: string) => loadRoute(routeForPath(pathname) ?? notFoundRoute)

/** Whether a path's layout and page modules have loaded (it renders without suspending). */
export function isRouteLoaded(pathname: string): boolean {
  const route = routeForPath(pathname) ?? notFoundRoute
  return !!lazyModule(layoutModules[route.layout]).loaded() && !!lazyModule(route.module).loaded()
}

/** A route's module if it has loaded (the page on screen's has). */
export const loadedModule = (module: string) => lazyModule(module).loaded()

export const layoutModuleOf = (layout: Layout) => layoutModules[layout]
