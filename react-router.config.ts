import type { Config } from "@react-router/dev/config";

// React Router's options, in one place (framework mode: server rendering, ES modules). The routes
// come from app/routes.ts. Our own server (server/index.ts) runs the build, for its page cache
// (docs/decisions/0014-react-router-v7.md).
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  serverModuleFormat: "esm",
} satisfies Config;
