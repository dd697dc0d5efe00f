import "@remix-run/node";

// Types loader and action data the way single fetch serialises it (future flag v3_singleFetch).
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
