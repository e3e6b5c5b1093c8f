import AuditModel
import Testing

@testable import SourceRules

/// React Router v3 usage is found however the code reaches it, and its severity and fix say what v6 can express.
@Suite struct RouterV3UsageTests {
    private func findings(_ id: String, _ code: String) -> [Finding] {
        let rule = ReactRouterRules.all.first { $0.description.id == id }!
        return ExampleRunner.findings(of: rule, code: code, fileName: "src/routes.js")
    }

    @Test func aTemplateToIsRelativeByItsTextBeforeTheFirstSubstitution() {
        let code = """
            import { Link } from 'react-router';
            export const a = <Link to={`users/${id}`}>u</Link>;
            export const b = <Link to={`../${id}/edit`}>e</Link>;
            export const c = <Link to={`/users/${id}`}>u</Link>;
            export const d = <Link to={`${root}users`}>r</Link>;
            """
        let found = findings("rr3-link-relative-to", code)
        #expect(found.map { "\($0.line) \($0.message) | \($0.fix ?? "")" } == [
            "2 to={`users/${id}`} is relative: v6 resolves it against the current route, v3 did not | to={`/users/${id}`}",
            "3 to={`../${id}/edit`} is relative: v6 resolves it against the current route, v3 did not | an absolute to=\"/…\" naming the page meant (v3 did not resolve '../${id}/edit')",
        ], "\(found)")
    }

    @Test func regularExpressionGroupsInPathsAreBlockers() {
        let code = """
            import { Route } from 'react-router';
            export const r = [
              <Route path="users/:id(\\d+)" component={A} />,
              <Route path="files/:name([a-z]+)" component={A} />,
              <Route path="reports(/:year)" component={A} />,
              <Route path="a(/:b(/:c))" component={A} />,
            ];
            """
        let found = findings("rr3-path-syntax", code)
        #expect(found.map { "\($0.line) \($0.severity.rawValue)" } == ["3 blocker", "4 blocker", "5 auto-fixable", "6 auto-fixable"], "\(found)")
        #expect(found.first?.fix?.contains(":param?") == false, "\(found.map(\.fix))")
        // Optional segments get their v6.5 path written out, nested groups too.
        #expect(found.dropFirst(2).map(\.fix) == [
            "`reports/:year?` (React Router 6.5+ spells an optional segment `:param?`)",
            "`a/:b?/:c?` (React Router 6.5+ spells an optional segment `:param?`)",
        ])
    }

    /// The huge-apps example's code splitting: each getComponent names the module its React.lazy imports.
    @Test func getComponentNamesTheModuleItLoads() {
        let code = """
            import React from 'react';
            import { Route } from 'react-router';
            export const routes = {
              path: '/',
              childRoutes: [
                { path: 'home', getComponent(nextState, cb) { require.ensure([], (require) => { cb(null, require('./pages/Home').default); }, 'home'); } },
                { path: 'about', getComponent: (nextState, cb) => System.import('./pages/About').then((m) => cb(null, m.default)) },
                { path: 'faq', getComponent(nextState, cb) { import('./pages/Faq').then((m) => cb(null, m.default)); } },
                { path: 'admin', getComponent: loadAdmin },
              ],
            };
            export const tree = <Route path="help" getComponent={(s, cb) => import('./pages/Help').then((m) => cb(null, m.default))} />;
            """
        #expect(findings("rr3-get-component", code).map(\.fix) == [
            "React.lazy(() => import('./pages/Home'))",
            "React.lazy(() => import('./pages/About'))",
            "React.lazy(() => import('./pages/Faq'))",
            "React.lazy(() => import('./X'))",
            "React.lazy(() => import('./pages/Help'))",
        ])
    }

    @Test("A getComponent that hands over a named export gets a React.lazy that makes it the default, which React.lazy renders")
    func getComponentOfANamedExport() {
        let code = """
            import React from 'react';
            import { Route } from 'react-router';
            export const routes = [
              { path: 'home', getComponent(nextState, cb) { require.ensure([], (require) => { cb(null, require('./pages/Home').HomePage); }); } },
              { path: 'about', getComponent: (nextState, cb) => System.import('./pages/About').then(m => cb(null, m.About)) },
              { path: 'faq', getComponent: (nextState, cb) => import('./pages/Faq').then((m) => cb(null, m.default)) },
            ];
            """
        // `React.lazy(() => import('./pages/Home'))` renders the module's default export, which these modules may not have.
        #expect(findings("rr3-get-component", code).map(\.fix) == [
            "React.lazy(() => import('./pages/Home').then((m) => ({ default: m.HomePage })))",
            "React.lazy(() => import('./pages/About').then((m) => ({ default: m.About })))",
            "React.lazy(() => import('./pages/Faq'))",
        ])
    }

    @Test func anAbsoluteChildPathOutsideItsParentGetsItsOwnFix() {
        let code = """
            import { Route } from 'react-router';
            export const r = (
              <Route path="/app" component={A}>
                <Route path="/app/settings" component={B} />
                <Route path="/other" component={C} />
              </Route>
            );
            """
        let found = findings("rr3-path-syntax", code)
        #expect(found.map { "\($0.line) \($0.severity.rawValue)" } == ["5 blocker"], "\(found)")
        #expect(found.first?.fix?.contains("move the route out of `/app`") == true, "\(found.map(\.fix))")
        #expect(found.first?.fix?.contains(":param?") == false)
    }

    @Test func aDestructuredRequireOfAHistorySingletonIsFollowedToItsUses() {
        let code = "const { browserHistory } = require('react-router');\nexport const go = () => browserHistory.push('/x');\nexport const f = (browserHistory) => browserHistory.push('/y');\n"
        let found = findings("rr3-histories", code)
        #expect(found.map { "\($0.line):\($0.column)" } == ["1:9", "2:25"], "\(found)")
        // Bound inside a function: its uses outside are another name's.
        let scoped = "function go() { const { browserHistory } = require('react-router'); browserHistory.push('/a'); }\nexport const x = browserHistory.length;\n"
        #expect(findings("rr3-histories", scoped).map { "\($0.line):\($0.column)" } == ["1:25", "1:69"], "\(findings("rr3-histories", scoped))")
    }

    @Test func aLifecyclesPropsParameterIsThePropsWhateverItsName() {
        let code = """
            import React from 'react';
            export default class App extends React.Component {
              componentWillReceiveProps(next) {
                if (next.location.pathname !== this.props.location.pathname) this.load(next.params.id);
              }
              shouldComponentUpdate(p, state) { return p.routeParams !== state.x; }
              componentDidUpdate(before) { const location = 1; if (before.location !== location) {} }
              render() { const next = { params: 1 }; return next.params; }
            }
            """
        let found = findings("rr3-injected-props", code).map { "\($0.line):\($0.column) \($0.message)" }
        #expect(found == [
            "4:9 next.location was injected by v3 routes; v6 injects nothing",
            "4:36 this.props.location was injected by v3 routes; v6 injects nothing",
            "4:76 next.params was injected by v3 routes; v6 injects nothing",
            "6:44 p.routeParams was injected by v3 routes; v6 injects nothing",
            "7:56 before.location was injected by v3 routes; v6 injects nothing",
        ], "\(found)")
        // Named `props`, as React's own documents name it: reported once, not by both readings of `props`.
        let named = "export class A extends React.Component {\n  static getDerivedStateFromProps(props, state) { return props.params.id !== state.id ? {} : null; }\n}\n"
        #expect(findings("rr3-injected-props", named).map { "\($0.line):\($0.column)" } == ["2:58"], "\(findings("rr3-injected-props", named))")
    }

    /// From react-redux-starter-kit's src/containers/AppContainer.js: the component that renders `<Router>` is given
    /// `routes` by its parent; a route component beside it in the same file still reports its injected props.
    @Test func theComponentRenderingTheRouterHasNoInjectedProps() {
        let code = """
            import React, { Component } from 'react';
            import { Router } from 'react-router';
            class AppContainer extends Component {
              render () {
                const { history, routes, store } = this.props;
                return <Provider store={store}><Router history={history} children={routes} /></Provider>;
              }
            }
            export const Page = ({ params, location }) => <h1>{params.id}{location.query.q}</h1>;
            export default AppContainer;
            """
        let found = findings("rr3-injected-props", code).map { "\($0.line):\($0.column)" }
        #expect(found == ["9:24", "9:32"], "\(findings("rr3-injected-props", code).map(\.message))")
        // A route component written as an arrow without semicolons, before the class that renders the router
        // (a real router/app/containers/App/Querys.jsx).
        let unterminated = """
            import { Router, Route, hashHistory } from 'react-router';
            const Page = (props) =>
              <h1>{props.location.query.message || 'Hello'}</h1>

            class Querys extends Component {
              render() { return <Router history={hashHistory}><Route path="/" component={Page} /></Router>; }
            }
            """
        #expect(findings("rr3-injected-props", unterminated).map { "\($0.line):\($0.column)" } == ["3:8"])
        let arrowHost = "import { Router } from 'react-router';\nexport const Root = (props) => {\n  const routes = props.routeParams;\n  return <Router routes={routes} />;\n};\nexport const Crumbs = (props) => <p>{props.params.id}</p>;"
        #expect(findings("rr3-injected-props", arrowHost).map { "\($0.line):\($0.column)" } == ["6:38"])
    }

    /// From a real React Router 3 lesson (jsx/main.jsx): `var router = require('react-router'); var Router = router.Router;`.
    @Test func namesTakenOffARouterNamespaceAreV3Bindings() {
        let code = """
            var router = require('react-router');
            var Router = router.Router;
            var Link = router.Link;
            import * as RR from 'react-router';
            const { hashHistory: history, IndexRoute } = RR;
            export const a = <Router history={history}><IndexRoute component={A} /></Router>;
            export const b = <Link to="/user/bob" activeClassName="active">Bob</Link>;
            """
        #expect(findings("rr3-router", code).map { "\($0.line):\($0.column)" } == ["2:21", "6:18"])
        #expect(findings("rr3-histories", code).map { "\($0.line):\($0.column)" } == ["5:9", "6:35"])
        #expect(findings("rr3-index-route", code).map { "\($0.line):\($0.column)" } == ["5:31", "6:44"])
        #expect(findings("rr3-link-active", code).map { "\($0.line):\($0.column)" } == ["7:39"])
        // A namespace's member read whole (`router.Link.propTypes`) or called is no binding of its own.
        #expect(findings("rr3-router", "var router = require('react-router');\nvar R = router.Router.displayName;").isEmpty)
    }

    /// Each injected prop gets its own v6 replacement: `route`/`routes` are matches with a handle, not a location.
    @Test func eachInjectedPropIsFixedWithItsOwnReplacement() {
        let code = """
            import React from 'react';
            export const Home = ({ location, params }) => <p>{location.query.q}{params.id}</p>;
            export const Crumbs = props => <p>{props.routeParams.id}</p>;
            export class Page extends React.Component {
              componentDidMount() { this.props.router.setRouteLeaveHook(this.props.route, this.leave); }
              render() { return [this.props.route.title, this.props.routes.length, this.props.location.pathname]; }
            }
            """
        let found = findings("rr3-injected-props", code).map { "\($0.line):\($0.column) \($0.fix ?? "")" }
        #expect(found == [
            "2:24 useSearchParams() for the query (v6 locations have no parsed query), useLocation() for the rest",
            "2:34 useParams()",
            "3:36 useParams()",
            "5:61 nothing: v6's useBlocker() (see rr3-route-leave-hook) takes no route",
            "6:22 a withRouter wrapper (a class cannot call hooks) passing useMatches() in a data router: the route's handle carries what v3's route object held",
            "6:46 a withRouter wrapper (a class cannot call hooks) passing useMatches() in a data router: one match per matched route, each with its handle",
            "6:72 a withRouter wrapper (a class cannot call hooks) passing useLocation()",
        ], "\(found)")
    }

    /// v6 locations keep `pathname`, `search`, `hash`, `state` and `key`; `action` comes from useNavigationType().
    @Test func aLocationReadForItsActionIsFixedWithUseNavigationType() {
        let code = """
            import React from 'react';
            export default class Home extends React.Component {
              componentDidMount() { if (this.props.location.action === 'POP') this.x = this.props.location.state; }
              componentDidUpdate(before) { if (before.location.action !== 'PUSH') this.y = 1; }
            }
            """
        let found = findings("rr3-injected-props", code).map { "\($0.line):\($0.column) \($0.fix ?? "")" }
        #expect(found == [
            "3:29 a withRouter wrapper (a class cannot call hooks) passing useNavigationType() for the action (v6 locations have no action)",
            "3:76 a withRouter wrapper (a class cannot call hooks) passing useLocation()",
            "4:36 a withRouter wrapper (a class cannot call hooks) passing useNavigationType() for the action (v6 locations have no action)",
        ], "\(found)")
    }

    /// `const { action } = this.props.location` reads the action as surely as `this.props.location.action` does.
    @Test func aLocationDestructuredForMembersV6LacksGetsTheirHook() {
        let code = """
            import React from 'react';
            export default class Home extends React.Component {
              render() {
                const { action } = this.props.location;
                const { action: kind, pathname } = this.props.location;
                const { pathname: path, query } = this.props.location;
                const { hash } = this.props.location;
                return [action, kind, pathname, path, query, hash];
              }
            }
            """
        let found = findings("rr3-injected-props", code).map { "\($0.line):\($0.column) \($0.fix ?? "")" }
        let wrapper = "a withRouter wrapper (a class cannot call hooks) passing "
        #expect(found == [
            "4:24 \(wrapper)useNavigationType() for the action (v6 locations have no action)",
            "5:40 \(wrapper)useNavigationType() for the action (v6 locations have no action)",
            "6:39 \(wrapper)useSearchParams() for the query (v6 locations have no parsed query), useLocation() for the rest",
            "7:22 \(wrapper)useLocation()",
        ], "\(found)")
    }

    /// A destructured `route` handed to setRouteLeaveHook goes with the hook; one only read for its fields is a match's handle.
    @Test func aDestructuredRouteHandedToTheLeaveHookIsFixedByUseBlocker() {
        let code = """
            import React from 'react';
            export function User({ params, router, route }) {
              router.setRouteLeaveHook(route, () => 'sure?');
              return <p>{params.id}</p>;
            }
            export class Leave extends React.Component {
              componentDidMount() { const { route: current } = this.props; this.props.router.setRouteLeaveHook(current, this.leave); }
              render() { const { route } = this.props; return <p>{route.title}</p>; }
            }
            """
        let found = findings("rr3-injected-props", code).map { "\($0.line):\($0.column) \($0.fix ?? "")" }
        #expect(found == [
            "2:24 useParams()",
            "2:40 nothing: v6's useBlocker() (see rr3-route-leave-hook) takes no route",
            "7:33 nothing: v6's useBlocker() (see rr3-route-leave-hook) takes no route",
            "8:22 a withRouter wrapper (a class cannot call hooks) passing useMatches() in a data router: the route's handle carries what v3's route object held",
        ], "\(found)")
    }

    /// A `location` prop read only for what no router location has (a map pin's coordinates) is the component's own.
    @Test func aLocationPropReadForOtherMembersIsNotTheRouters() {
        let code = """
            import React from 'react';
            export class MapPin extends React.Component {
              render() { const { lat, lng } = this.props.location; return this.props.location.zoom + lat + lng; }
            }
            export class Page extends React.Component {
              render() { const { pathname } = this.props.location; return this.props.location.query.q + pathname + this.props.location; }
            }
            """
        let found = findings("rr3-injected-props", code).map { "\($0.line):\($0.column)" }
        #expect(found == ["6:35", "6:63", "6:104"], "\(found)")
    }

    /// React Router 2's tutorial (react-router-tutorial, lesson 14 Repos.js) reads the router through
    /// `React.createClass({ contextTypes: { router: … } })`: the object key, not only the class property.
    @Test func aCreateClassContextTypesKeyWithRouterIsFound() {
        let code = """
            import React from 'react'
            export default React.createClass({
              contextTypes: {
                router: React.PropTypes.object
              },
              handleSubmit(event) { this.context.router.push('/repos') },
            })
            export const Themed = React.createClass({ contextTypes: { theme: React.PropTypes.object } })
            const options = { contextTypes: 'router' }
            """
        let found = findings("rr3-context-router", code).map { "\($0.line):\($0.column)" }
        #expect(found == ["3:3"], "\(found)")
    }

    /// A className function replaces the link's own className, so the fix keeps it in both branches; values that are
    /// no literals are written as the link wrote them.
    @Test func activeClassNameKeepsTheLinksOwnClassName() {
        let code = """
            import { Link } from 'react-router';
            export const nav = <ul>
              <Link to="/about" className="nav-item" activeClassName="current">About</Link>
              <Link to="/users" className={itemClass} activeClassName="current">Users</Link>
              <Link to="/admin" activeClassName={styles.active}>Admin</Link>
            </ul>;
            """
        let found = findings("rr3-link-active", code).map { "\($0.line) \($0.fix ?? "")" }
        #expect(found == [
            "3 <NavLink className={({ isActive }) => (isActive ? 'nav-item current' : 'nav-item')}>",
            "4 <NavLink className={({ isActive }) => (isActive ? `${itemClass} current` : itemClass)}>",
            "5 <NavLink className={({ isActive }) => (isActive ? styles.active : undefined)}>",
        ], "\(found)")
    }

    /// Each active-link prop has its own NavLink form: a v3 link without onlyActiveOnIndex is active on nested paths
    /// too, as a v6 NavLink without `end` is, so `end` is the fix of onlyActiveOnIndex and IndexLink only.
    @Test func eachActiveLinkPropGetsItsOwnNavLinkForm() {
        let code = """
            import { Link, IndexLink } from 'react-router';
            export const nav = <ul>
              <Link to="/about" activeClassName="current">About</Link>
              <Link to="/users" activeStyle={{ color: 'red' }} onlyActiveOnIndex>Users</Link>
              <IndexLink to="/">Home</IndexLink>
            </ul>;
            """
        let found = findings("rr3-link-active", code).map { "\($0.line) \($0.fix ?? "")" }
        #expect(found == [
            "1 as at line 5: <NavLink end>",
            "3 <NavLink className={({ isActive }) => (isActive ? 'current' : undefined)}>",
            "4 <NavLink style={({ isActive }) => (isActive ? { … } : undefined)}>",
            "4 <NavLink end>",
            "5 <NavLink end>",
        ], "\(found)")
    }

    /// v3's `isActive(path)` is also true on nested paths, `isActive(path, true)` on the path only; v6's `useMatch(path)`
    /// ends at the path, so the plain call's fix says `end: false`.
    @Test func isActiveWithoutIndexOnlyMatchesNestedPaths() {
        let code = """
            class Nav extends React.Component {
              a() { return this.props.router.isActive('/users') }
              b() { return this.context.router.isActive('/users', true) }
              c() { return this.props.router.isActive(target) }
            }
            """
        let found = findings("rr3-router-introspection", code).map { "\($0.line) \($0.fix ?? "")" }
        #expect(found == [
            "2 useMatch({ path: '/users', end: false })",
            "3 useMatch('/users')",
            "4 useMatch({ path, end: false })",
        ], "\(found)")
    }

    /// A component wrapped by next/router's `withRouter` (or calling its `useRouter`) gets Next's router, whose
    /// `push`/`replace` are not v3's; v3's legacy `context.router` in the same file still is.
    @Test func aRouterFromAnotherLibraryIsNotV3s() {
        let code = """
            import { withRouter, useRouter } from 'next/router';
            function Nav({ router }) { return <button onClick={() => router.push('/y')}>y</button> }
            function Back(props) { props.router.back(); props.router.replace('/a'); }
            class Old extends React.Component { go() { this.props.router.push('/b'); this.context.router.push('/c') } }
            export default withRouter(Nav);
            """
        let found = findings("rr3-router-methods", code).map { "\($0.line) \($0.message)" }
        #expect(found == ["4 router.push(…) navigates through v3's router object; v6 uses useNavigate()"], "\(found)")
    }

    /// cainvan/webpack-react's myBt.js pushes a v3 location with a `query`: v6's navigate() ignores it, so the fix
    /// names `search` (and `state` as navigate's option).
    @Test func aPushedLocationWithAQueryIsFixedWithSearch() {
        let code = """
            export default class MyBt extends React.Component {
              a() { this.context.router.push({ pathname: '/button/6', query: { name: 'x', age: 2 } }) }
              b() { this.props.router.replace({ pathname: '/login', state: { from: 1 } }) }
              c() { this.context.router.push({ pathname: '/plain' }) }
            }
            """
        let found = findings("rr3-router-methods", code).map { "\($0.line) \($0.fix ?? "")" }
        #expect(found == [
            "2 navigate({ pathname, search: '?' + new URLSearchParams(query) })",
            "3 navigate({ pathname }, { state, replace: true })",
            "4 navigate(to)",
        ], "\(found)")
    }

    /// The v3 docs' root route, `{ childRoutes: [{ path: '/', … }] }` (demonray/koa2-react-markdown-blog's
    /// app/routes.js, ihtml5/react-template's rootRoute), has no other route key: its route objects say what it is.
    @Test func aRootRouteOfOnlyChildRoutesIsARouteObject() {
        let code = """
            export default {
                childRoutes: [{
                    path: '/',
                    component: App,
                    childRoutes: [{ path: 'home', component: Home }]
                }]
            }
            export const tree = { childRoutes: [{ label: 'a' }] }
            export const other = { childRoutes: [] }
            """
        let found = findings("rr3-get-child-routes", code).map { "\($0.line):\($0.column)" }
        #expect(found == ["2:5", "5:9"], "\(found)")
    }

    /// racksen/react-demo's `<Redirect from="about1" to='about' />`: v3 resolved `about` against the parent route
    /// (`/about`); a v6 `<Navigate to="about">` in the route at `about1` would go to `/about1/about`.
    @Test func aRelativeRedirectTargetClimbsOutOfTheRedirectsRoute() {
        let code = """
            import { Route, Redirect } from 'react-router'
            export const r = (
              <Route path="/" component={App}>
                <Redirect from="about1" to='about' />
                <Redirect from="old" to="/new" />
              </Route>
            )
            """
        let found = findings("rr3-redirect", code).filter { $0.line > 1 }.map { "\($0.line) \($0.fix ?? "")" }
        #expect(found == [
            "4 <Route path=… element={<Navigate to=\"../about\" replace />} /> (v3 resolved 'about' against the parent route, v6 against the redirect's own)",
            "5 <Route path=… element={<Navigate to=… replace />} />",
        ], "\(found)")
    }

    /// DinamickaDevelopment/ignite's query-parameters lesson copies the location into a local and reads its query
    /// there: the fix is useSearchParams(), not useLocation() alone.
    @Test func aLocationCopiedToALocalAndReadForItsQueryNeedsSearchParams() {
        let code = """
            class User extends React.Component {
              render() {
                let location = this.props.location
                let age = location.query && location.query.showAge ? '33' : 'no data'
                return <p>{age}</p>
              }
            }
            class Path extends React.Component {
              render() { const here = this.props.location; return <p>{here.pathname}</p> }
            }
            """
        let found = findings("rr3-injected-props", code).map { "\($0.line) \($0.fix ?? "")" }
        #expect(found.count == 2, "\(found)")
        #expect(found.first?.hasPrefix("3 ") == true && found.first?.contains("useSearchParams()") == true, "\(found)")
        #expect(found.last?.hasPrefix("9 ") == true && found.last?.contains("useSearchParams()") == false, "\(found)")
    }

    /// makenowjust/commlog and nigel201611/react-webpack4-website enhance a hash history: v6's counterpart is
    /// createHashRouter (the app's URLs keep their `#/`), and a basename is carried only where one was given.
    @Test func useRouterHistoryOfAHashHistoryBecomesAHashRouter() {
        let code = """
            import { useRouterHistory } from 'react-router'
            import { createHashHistory, createHistory } from 'history'
            import createHash from 'history/lib/createHashHistory'
            export const a = useRouterHistory(createHashHistory)({ queryKey: false })
            export const b = useRouterHistory(createHash)({})
            export const c = useRouterHistory(createHistory)({ basename: '/app' })
            export const d = useRouterHistory(createHistory)(historyConfig)
            """
        let found = findings("rr3-use-router-history", code).filter { $0.line > 3 }.map { "\($0.line) \($0.fix ?? "")" }
        #expect(found == ["4 createHashRouter(routes)", "5 createHashRouter(routes)", "6 createBrowserRouter(routes, { basename })", "7 createBrowserRouter(routes, { basename })"], "\(found)")
    }

    /// devarchi33/react-router's `<Router history={hashHistory}>` serves `#/about`: v6 keeps those URLs with
    /// createHashRouter, not createBrowserRouter.
    @Test func aRouterOnTheHashHistoryBecomesAHashRouter() {
        let code = """
            import { Router, hashHistory, browserHistory } from 'react-router'
            export const a = <Router history={hashHistory} routes={routes} />
            export const b = <Router history={browserHistory} routes={routes} />
            export const c = <Router history={appHistory} routes={routes} />
            """
        let found = findings("rr3-router", code).filter { $0.line > 1 }.map { "\($0.line) \($0.fix ?? "")" }
        #expect(found == ["2 createHashRouter + <RouterProvider>", "3 createBrowserRouter + <RouterProvider>", "4 createBrowserRouter + <RouterProvider>"], "\(found)")
    }

    /// `var hashHistory = router.hashHistory` (ignite's lessons) declares a binding: it is the import site, not a
    /// use, so the import's fix points at the real use rather than at itself.
    @Test func aMemberTakenOffTheNamespaceIsNotItsOwnUse() {
        let code = """
            var router = require('react-router');
            var Router = router.Router;
            var hashHistory = router.hashHistory;
            export const app = <Router history={hashHistory} />;
            """
        let found = findings("rr3-histories", code).map { "\($0.line) \($0.fix ?? "")" }
        #expect(found == ["3 as at line 4: router.navigate() of a data router", "4 router.navigate() of a data router"], "\(found)")
    }
}
