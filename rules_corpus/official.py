"""The official rules page, where Wizards links the current Comprehensive Rules.

`import_rules --latest` reads the page (`RULES_PAGE_URL`, by default
https://magic.wizards.com/en/rules), takes its newest .txt link (the TXT
version of the Comprehensive Rules, `MagicCompRules%2020260619.txt`: newest by
the date in its name) and imports it with the same checks as any URL. Plain
stdlib: the page is read through `fetch`, with its caps and deadline.
"""
from __future__ import annotations

import datetime
import os
import re
from html.parser import HTMLParser
from urllib.parse import quote, unquote, urljoin, urlsplit

from . import fetch

RULES_PAGE_URL = "https://magic.wizards.com/en/rules"
PAGE_MAX_BYTES = 5 * 1024 * 1024
# A .txt URL written anywhere in the page (script data too), not only in an <a href>.
_TXT_URL = re.compile(r"""https?://[^\s"'<>\\]+?\.txt\b""", re.IGNORECASE)
_DATE = re.compile(r"(?<!\d)(\d{8})(?!\d)")


def page_url() -> str:
    """The page to read: RULES_PAGE_URL from the environment, or Wizards' own."""
    return os.environ.get("RULES_PAGE_URL") or RULES_PAGE_URL


class _Links(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self.hrefs.extend(value for name, value in attrs if name == "href" and value)


def txt_links(html: str, base: str) -> list[str]:
    """Every link to a .txt file on the page, absolute, in page order, once each."""
    parser = _Links()
    parser.feed(html)
    parser.close()
    found = [urljoin(base, href.strip()) for href in parser.hrefs]
    found += _TXT_URL.findall(html)
    # A name written with its space ("MagicCompRules 20260619.txt") is quoted as a browser would.
    found = [quote(url, safe=":/?&=%#+~@!$,;'()*[]") for url in found]
    links: list[str] = []
    for url in found:
        if fetch.is_url(url) and urlsplit(url).path.lower().endswith(".txt") and url not in links:
            links.append(url)
    return links


def _date_of(url: str) -> datetime.date | None:
    for digits in _DATE.findall(unquote(urlsplit(url).path.rsplit("/", 1)[-1])):
        try:
            return datetime.datetime.strptime(digits, "%Y%m%d").date()
        except ValueError:
            continue
    return None


def newest(links: list[str]) -> str | None:
    """The Comprehensive Rules link with the latest date in its file name (the
    page may link other .txt files: rules links first, then any)."""
    rules = [url for url in links if "comprules" in unquote(url).lower().replace(" ", "")] or links
    dated = [(date, position, url) for position, url in enumerate(rules) if (date := _date_of(url))]
    if dated:
        return max(dated)[2]
    return rules[0] if rules else None


def latest_rules_url(url: str | None = None, *, timeout: float = fetch.TIMEOUT, deadline: float | None = None) -> str:
    """The URL of the newest rules .txt file the official page links;
    fetch.FetchError (fetch.Unreachable offline) when it cannot be had."""
    url = url or page_url()
    html = fetch.fetch(url, max_bytes=PAGE_MAX_BYTES, timeout=timeout, deadline=deadline).decode("utf-8", "replace")
    found = newest(txt_links(html, url))
    if found is None:
        raise fetch.FetchError(f"{url}: the page links no rules .txt file; nothing to import")
    return found
