// The response headers of a decision live beside the limiter port (service/githubLimiter.ts), where `serve`'s GitHub
// routes take them; the engine's simulator and its tests take them from here.
export { decisionHeaders } from '../../service/githubLimiter.js';
