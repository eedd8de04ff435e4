// The error screen's CSS, imported by app/layout.tsx so that it is part of every page's inlined
// CSS. The screen (RenderErrorNotice) is drawn in the browser, after a render error, where each
// page's Content-Security-Policy admits only the <style> blocks the build inlined: CSS brought in
// at that moment would be blocked and the screen left unstyled. Keep in step with the CSS modules
// RenderErrorNotice and StatusNotice use (e2e/error-screen.e2e.ts checks the result on every page).
import './StatusNotice.module.css';
import '../ui/ButtonLink.module.css';
import '../ui/Container.module.css';
