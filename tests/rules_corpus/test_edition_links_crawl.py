"""Every link rendered by twenty rule pages of each loaded edition opens a page
(no 404), every anchor it names exists on that page (a glossary term of the
same edition), and every link into the rules stays in the page's edition."""
from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest

from rules_corpus.models import Corpus, Rule

HREF = re.compile(r'href="([^"]*)"')
EDITIONS = {"2007-02-01": "cr-2007-02-01", "2026-06-19": "cr-2026-06-19"}
PAGES = 20


def twenty_rules(slug: str) -> list[str]:
    """Twenty numbers spread over the edition, chapters and sections among them."""
    numbers = list(Rule.objects.filter(corpus__slug=slug).order_by("position").values_list("number", flat=True))
    step = len(numbers) // PAGES
    return [numbers[i * step] for i in range(PAGES)]


def _hrefs(html: str) -> list[str]:
    return [href.replace("&amp;", "&") for href in HREF.findall(html) if href.startswith("/") and not href.startswith("/static/")]


def links_of(body: str) -> list[str]:
    """The page's links, but its history across the editions (which links the same
    rule in each other edition: `history_links_of`) and static files."""
    return _hrefs(re.sub(r'<section class="rule-history".*?</section>', "", body, flags=re.S))


def history_links_of(body: str) -> list[str]:
    """The links of the page's history: the same rule in every loaded edition."""
    return [link for section in re.findall(r'<section class="rule-history".*?</section>', body, flags=re.S)
            for link in _hrefs(section)]


@pytest.mark.parametrize("date", EDITIONS)
def test_every_link_of_twenty_rule_pages_opens_a_page_in_the_same_edition(client, all_editions, date):
    default = Corpus.objects.get(slug="cr-2026-06-19").effective_date.isoformat()
    query = "" if date == default else f"?edition={date}"
    checked: dict[str, str] = {}
    problems = []
    histories = 0
    for number in twenty_rules(EDITIONS[date]):
        page_url = f"/rules/{number}{query}"
        response = client.get(page_url)
        assert response.status_code == 200, page_url
        for link in links_of(response.content.decode()):
            parts = urlsplit(link)
            target = parts.path + (f"?{parts.query}" if parts.query else "")
            if parts.path.startswith("/rules/") and f"edition={date}" not in target and date != default:
                # an older edition's page links the newest only in its note "rule N there"
                if 'rule ' + number + ' there' not in response.content.decode() or parts.path != f"/rules/{number}":
                    problems.append(f"{page_url}: {link} leaves the {date} edition")
            if target not in checked:
                found = client.get(target, follow=True)
                checked[target] = found.content.decode() if found.status_code == 200 else ""
                if found.status_code != 200:
                    problems.append(f"{page_url}: {link} answers {found.status_code}")
            if parts.fragment and checked[target] and f'id="{parts.fragment}"' not in checked[target]:
                problems.append(f"{page_url}: {link} names an anchor the page lacks")
        for link in history_links_of(response.content.decode()):
            # the same rule in another edition: it opens there, never a 404
            histories += 1
            if link not in checked:
                found = client.get(link, follow=True)
                checked[link] = found.content.decode() if found.status_code == 200 else ""
                if found.status_code != 200:
                    problems.append(f"{page_url}: its history's {link} answers {found.status_code}")
    assert problems == [], "\n".join(problems)
    assert len(checked) > 100  # breadcrumbs, neighbours, citations, glossary terms...
    assert histories >= PAGES  # each page's history links the rule in the other edition(s)
