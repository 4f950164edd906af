#!/usr/bin/env python3
"""Checks the documentation site that scripts/docs builds, with the standard library only.

  check_docs_site.py SITE MODULE…      the link check, then the browser check
  check_docs_site.py --links SITE MODULE…
  check_docs_site.py --browser SITE MODULE…

The link check: every module has its landing page (its JSON and its HTML page); every page's references to other
pages of the site (`/documentation/…`, `/tutorials/…`) lead to a page that exists; every script, style sheet and
icon an HTML page loads is in the site. The browser check: the site is served from a loopback HTTP server on a free
port and its front page is opened in headless Chromium, which must render (DocC renders in the browser) the package's
title and a link to every module. Prints one line per problem and a closing count; exits 1 on a problem.
"""

import functools
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading

FRONT_PAGE = "/documentation/"
PACKAGE_TITLE = "OverlaySim"


def page_files(site, url):
    """The JSON and HTML files of the page at `url` (a path like /documentation/overlaycontainer/rubberband)."""
    path = url.split("#", 1)[0].split("?", 1)[0].rstrip("/")
    return (os.path.join(site, "data", path.lstrip("/") + ".json"),
            os.path.join(site, path.lstrip("/"), "index.html"))


def internal_urls(value):
    """Every page URL a DocC render JSON value refers to, walked recursively."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "url" and isinstance(item, str) and re.match(r"^/(documentation|tutorials)(/|$)", item):
                yield item
            else:
                yield from internal_urls(item)
    elif isinstance(value, list):
        for item in value:
            yield from internal_urls(item)


def check_links(site, modules):
    problems = []
    for module in modules:
        for file in page_files(site, "/documentation/" + module.lower()):
            if not os.path.isfile(file):
                problems.append(f"{module}: no landing page ({os.path.relpath(file, site)})")
    data = os.path.join(site, "data")
    pages = 0
    links = 0
    for folder, _, files in os.walk(data):
        for name in files:
            if not name.endswith(".json"):
                continue
            pages += 1
            path = os.path.join(folder, name)
            try:
                with open(path, encoding="utf-8") as handle:
                    render = json.load(handle)
            except (OSError, ValueError) as error:
                problems.append(f"{os.path.relpath(path, site)}: unreadable ({error})")
                continue
            for url in set(internal_urls(render)):
                links += 1
                json_file, html_file = page_files(site, url)
                if not os.path.isfile(json_file) or not os.path.isfile(html_file):
                    problems.append(f"{os.path.relpath(path, site)}: links to {url}, which the site does not have")
    assets = 0
    for folder, _, files in os.walk(site):
        for name in files:
            if not name.endswith(".html"):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8", errors="replace") as handle:
                html = handle.read()
            for target in re.findall(r'(?:src|href)="([^"#?]+)', html):
                if re.match(r"^[a-z]+:", target) or target.startswith("//"):
                    continue
                assets += 1
                base = site if target.startswith("/") else folder
                if not os.path.exists(os.path.join(base, target.lstrip("/"))):
                    problems.append(f"{os.path.relpath(path, site)}: loads {target}, which the site does not have")
    if pages == 0:
        problems.append(f"{site}: no pages (data/ is empty or missing)")
    print(f"docs links: {pages} pages, {links} page links, {assets} asset references checked")
    return problems


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def check_browser(site, modules):
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        return ["chromium is not installed (scripts/lib/deps.sh installs it)"]
    handler = functools.partial(QuietHandler, directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{server.server_address[1]}{FRONT_PAGE}"
    try:
        with tempfile.TemporaryDirectory() as profile:
            result = subprocess.run(
                [browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                 f"--user-data-dir={profile}", "--virtual-time-budget=15000", "--dump-dom", url],
                capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return [f"chromium did not finish with {url} within 120 s"]
    finally:
        server.shutdown()
        server.server_close()
    dom = result.stdout
    problems = []
    if result.returncode != 0:
        problems.append(f"chromium exited with {result.returncode} on {url}: {result.stderr.strip()[-300:]}")
    if f">{PACKAGE_TITLE}<" not in dom:
        problems.append(f"{url}: the rendered page has no title {PACKAGE_TITLE!r}")
    for module in modules:
        if f'href="/documentation/{module.lower()}"' not in dom:
            problems.append(f"{url}: the rendered page has no link to {module}")
    print(f"docs browser: {url} rendered {len(dom)} characters of DOM in headless chromium")
    return problems


def main(arguments):
    checks = {"--links": [check_links], "--browser": [check_browser]}
    selected = [check_links, check_browser]
    if arguments and arguments[0] in checks:
        selected = checks[arguments.pop(0)]
    if len(arguments) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 64
    site, modules = arguments[0], arguments[1:]
    problems = []
    for check in selected:
        problems += check(site, modules)
    for problem in problems:
        print(f"docs: {problem}", file=sys.stderr)
    print(f"docs: {len(selected)} checks, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
