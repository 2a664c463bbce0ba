// The router functions the browser entry needs, imported by name so the bundler keeps only
// what the site uses: the entry imports this module on demand, and a namespace import of
// react-router-dom itself would keep all of it.
export { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
