/**
 * The balancer configuration the cluster test runs, and docs/deploy.md shows: round-robin over the
 * instances, a failed instance skipped for idempotent requests, the client's address and scheme passed
 * on; the web build's files from the balancer's disk, precompressed, and text answers compressed.
 */
export function nginxConfig(options: {
  listen: string;
  upstreams: string[];
  tempDir: string;
  webDist: string;
  /** Each proxied request holds two (the client's and the instance's); an open event stream holds them for its life. */
  workerConnections?: number;
  /** HTTPS with HTTP/2, as docs/deploy.md serves it: the certificate's and its key's files (PEM). */
  tls?: { certificate: string; key: string };
}): string {
  const { listen, upstreams, tempDir, webDist, workerConnections = 512, tls } = options;
  // `listen … http2` rather than `http2 on`, which nginx has had only since 1.25 (Debian 12 ships 1.22).
  const tlsLines = tls ? `\n    ssl_certificate ${tls.certificate};\n    ssl_certificate_key ${tls.key};` : '';
  return `worker_processes 1;
daemon off;
pid ${tempDir}/nginx.pid;
error_log ${tempDir}/error.log warn;
${workerConnections > 512 ? `worker_rlimit_nofile ${workerConnections * 2};\n` : ''}events { worker_connections ${workerConnections}; }

http {
  access_log off;
  include /etc/nginx/mime.types;
  client_body_temp_path ${tempDir}/client_body;
  proxy_temp_path ${tempDir}/proxy;
  fastcgi_temp_path ${tempDir}/fastcgi;
  uwsgi_temp_path ${tempDir}/uwsgi;
  scgi_temp_path ${tempDir}/scgi;

  # Text above 1 KiB goes out gzipped when the instance has not compressed it already (it does for
  # clients that accept br or gzip). Never the event stream (not listed), never a range (nginx
  # compresses only whole answers).
  gzip on;
  gzip_vary on;
  gzip_proxied any;
  gzip_min_length 1024;
  gzip_types application/json application/javascript text/css text/csv text/calendar text/plain image/svg+xml;

  upstream tutorium {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 16;
  }

  server {
    listen ${listen}${tls ? ' ssl http2' : ''};${tlsLines}
    # Uploads are limited by the API (RESOURCE_MAX_MB); the proxy only needs to let them through.
    client_max_body_size 60m;

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

    # The web build's files, named after their content: served from this disk, the .gz the build
    # wrote beside each to clients that accept gzip. A file this copy lacks comes from an instance.
    location /assets/ {
      root ${webDist};
      gzip_static on;
      add_header Cache-Control "public, max-age=31536000, immutable";
      add_header X-Content-Type-Options nosniff;
      try_files $uri @instances;
    }

    location / {
      proxy_pass http://tutorium;
    }

    location @instances {
      proxy_pass http://tutorium;
    }
  }
}
`;
}
