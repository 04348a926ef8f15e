/**
 * The balancer configuration the cluster test runs, and docs/deploy.md shows: round-robin over the
 * instances, a failed instance skipped for idempotent requests, the client's address and scheme passed on.
 */
export function nginxConfig(options: { listen: string; upstreams: string[]; tempDir: string }): string {
  const { listen, upstreams, tempDir } = options;
  return `worker_processes 1;
daemon off;
pid ${tempDir}/nginx.pid;
error_log ${tempDir}/error.log warn;
events { worker_connections 512; }

http {
  access_log off;
  client_body_temp_path ${tempDir}/client_body;
  proxy_temp_path ${tempDir}/proxy;
  fastcgi_temp_path ${tempDir}/fastcgi;
  uwsgi_temp_path ${tempDir}/uwsgi;
  scgi_temp_path ${tempDir}/scgi;

  upstream tutorium {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 16;
  }

  server {
    listen ${listen};
    # Uploads are limited by the API (RESOURCE_MAX_MB); the proxy only needs to let them through.
    client_max_body_size 60m;

    location / {
      proxy_pass http://tutorium;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # An instance that is down or shutting down: try the next one (nginx never retries a POST).
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_request_buffering off;
    }
  }
}
`;
}
