// The layers of the app, checked by `npm run test:layers` (part of `npm test`): an import the wrong
// way fails. docs/architecture.md says what lives where.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment: "Modules import each other in one direction only (type imports included).",
      from: { path: "^(app|server|db)/" },
      to: { circular: true },
    },
    {
      name: "no-cycles-between-folders",
      severity: "error",
      comment:
        "The top-level folders of app/ import each other one way too (models → outbox, alerts → models, never back): a cycle between two folders (models → alerts → models) is refused even when no file imports itself. What two folders share goes to lib/ or to the outbox.",
      scope: "folder",
      from: { path: "^app/[^/]+$" },
      to: { circular: true, path: "^app/[^/]+$" },
    },
    {
      name: "lib-is-pure",
      severity: "error",
      comment: "app/lib holds helpers that need no route, component, model, database or session: any layer may use them.",
      from: { path: "^app/lib/" },
      to: {
        path: "^(db/|app/(routes|components|models|alerts|messages|outbox|jobs|security|integrations|auth\\.server|session\\.server|entry\\.server|root))",
      },
    },
    {
      name: "content-is-copy",
      severity: "error",
      comment: "app/content holds the site's texts and facts, and imports nothing of the app but other content.",
      from: { path: "^app/content/" },
      to: { path: "^app/", pathNot: "^app/content/" },
    },
    {
      name: "integrations-stand-alone",
      comment:
        "app/integrations speaks with services outside (a signed webhook read, its documented shape): it records nothing itself, so it uses app/lib and the environment, nothing else of the app; the route that receives a post records what it says.",
      severity: "error",
      from: { path: "^app/integrations/" },
      to: { path: "^(db/|app/)", pathNot: "^app/(lib/|integrations/|env\\.server)" },
    },
    {
      name: "outbox-under-its-queues",
      severity: "error",
      comment:
        "app/outbox claims, leases, retries and records the rows of both queues and holds the channels every queue shares: it uses app/lib, content, the environment and the database, never the models or features that queue and send through it.",
      from: { path: "^app/outbox/" },
      to: { path: "^app/", pathNot: "^app/(lib/|content/|outbox/|env\\.server)" },
    },
    {
      name: "models-below-the-ui",
      severity: "error",
      comment: "Models and features serve routes; they never import a route or a component.",
      from: { path: "^(db|app/(models|alerts|messages|outbox|jobs|security))/" },
      to: { path: "^app/(routes|components)/" },
    },
    {
      name: "routes-keep-to-their-area",
      severity: "error",
      comment: "A route folder (public, customer, admin, webhooks) imports no other area's route: what two areas share lives below the routes.",
      from: { path: "^app/routes/([^/]+)/" },
      to: { path: "^app/routes/", pathNot: "^app/routes/$1/" },
    },
    {
      name: "components-below-routes",
      severity: "error",
      comment: "Components are drawn by routes and never import one; server code they may name as types only.",
      from: { path: "^app/components/" },
      to: { path: "^app/routes/" },
    },
    {
      name: "components-use-server-code-as-types-only",
      severity: "error",
      from: { path: "^app/components/" },
      to: { path: "\\.server\\.tsx?$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "server-through-the-build",
      severity: "error",
      comment: "server/ uses the app through the build's serverApi (app/entry.server.tsx), naming only its types.",
      from: { path: "^server/" },
      to: { path: "^app/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "db-below-the-app",
      severity: "error",
      comment:
        "db/ (schema, migrations, migrator, connection) stands under the app: it uses the app's pure helpers (app/lib: the role, language and status lists its columns hold) and its settings, nothing else; only its scripts (db/scripts) use the app's models.",
      from: { path: "^db/", pathNot: "^db/scripts/" },
      to: { path: "^app/", pathNot: "^app/(lib/|env\\.server)" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // The command-line scripts (migrate, create-admin, backup) use the models, so db/ as a folder would
    // stand above the app and every folder using the database would seem to be in a cycle through it:
    // they are entry points nothing imports, left out so that db/ is the layer under the app.
    exclude: { path: "^db/scripts/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".json"] },
  },
};
