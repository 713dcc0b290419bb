"""A local http.server on 127.0.0.1 standing in for Wizards' site: files from a folder,
plus the misbehaving answers the download must refuse (no tests here)."""
from __future__ import annotations

import http.server
import time


class Handler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def copyfile(self, source, outputfile):
        try:
            super().copyfile(source, outputfile)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client stopped reading, as it should past the size cap

    def do_GET(self):
        if self.path == "/endless.txt":  # no Content-Length: only the count stops it
            self.send_response(200)
            self.end_headers()
            try:
                for _ in range(100):
                    self.wfile.write(b"x" * 10_000)
            except (BrokenPipeError, ConnectionResetError):
                pass
        elif self.path == "/trickle.txt":  # 10 bytes every 0.2 s: no single read ever times out
            self.send_response(200)
            self.send_header("Content-Length", "10000")
            self.end_headers()
            try:
                for _ in range(1000):
                    self.wfile.write(b"x" * 10)
                    time.sleep(0.2)
            except (BrokenPipeError, ConnectionResetError, OSError):
                pass
        elif self.path == "/short.txt":  # announces more than it sends, then closes
            self.send_response(200)
            self.send_header("Content-Length", "1000")
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(b"x" * 10)
            self.close_connection = True
        elif self.path.startswith("/loop"):
            self.send_response(302)
            self.send_header("Location", f"/loop{int(self.path[5:] or 0) + 1}")
            self.end_headers()
        elif self.path == "/moved.txt":
            self.send_response(301)
            self.send_header("Location", "/MagicCompRules%2020260619.txt")
            self.end_headers()
        elif self.path == "/to-file.txt":
            self.send_response(302)
            self.send_header("Location", "file:///etc/passwd")
            self.end_headers()
        elif self.path == "/slow.txt":
            time.sleep(2)
            self.send_response(200)
            self.end_headers()
        else:
            super().do_GET()
