// Widgets and pages that the CMS can place on the dashboard, loaded on demand by name.

export function loadPage(name) {
  return import(`./pages/${name}`);
}

export function loadPageModule(name) {
  return import(`./widgets/${name}.js`);
}

export function loadView(view) {
  return import(`@/widgets/${view}.js`);
}

export function loadPlugin(plugin) {
  const modulePath = plugin.entry;
  return import(modulePath);
}

export function loadRemote(baseUrl) {
  return import(`${baseUrl}/dashboard-widget.js`);
}
