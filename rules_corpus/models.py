"""The rules corpora as stored: several editions side by side, one active."""
from django.db import models


class Corpus(models.Model):
    """One imported edition (or the seed excerpt), named by its effective date."""

    slug = models.SlugField(max_length=80, unique=True)
    name = models.CharField(max_length=200)
    effective_date = models.DateField(null=True, blank=True)
    source = models.CharField(max_length=500, blank=True)
    encoding = models.CharField(max_length=40, blank=True)
    introduction = models.TextField(blank=True)
    is_active = models.BooleanField(default=False)
    imported_at = models.DateTimeField(auto_now=True)
    rule_count = models.PositiveIntegerField(default=0)
    # Cited numbers that are not in this corpus, as {"418.5": ["407.1", ...]}.
    outside_references = models.JSONField(default=dict, blank=True)

    class Meta:
        ordering = ["-is_active", "-effective_date", "slug"]
        constraints = [
            models.UniqueConstraint(
                fields=["is_active"], condition=models.Q(is_active=True), name="one_active_corpus"
            )
        ]

    def __str__(self) -> str:
        return self.name

    @classmethod
    def active(cls):
        return cls.objects.filter(is_active=True).first()


class Rule(models.Model):
    """A chapter, section, rule or subrule of a corpus, in document order."""

    corpus = models.ForeignKey(Corpus, on_delete=models.CASCADE, related_name="rules")
    number = models.CharField(max_length=20)
    kind = models.CharField(max_length=10)
    title = models.CharField(max_length=300, blank=True)
    text = models.TextField()
    # The text with every rule number and glossary term linked, escaped at import.
    html = models.TextField()
    parent_number = models.CharField(max_length=20, blank=True)
    section_number = models.CharField(max_length=20, blank=True)
    position = models.PositiveIntegerField()
    # Position of the last entry below this one in the outline (its own position
    # when it has none): a rule page reads its whole subtree as one range.
    subtree_end = models.PositiveIntegerField(default=0)
    line = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["corpus", "position"]
        constraints = [
            models.UniqueConstraint(fields=["corpus", "number"], name="unique_rule_number"),
            models.UniqueConstraint(fields=["corpus", "position"], name="unique_rule_position"),
        ]

    def __str__(self) -> str:
        return self.number


class Example(models.Model):
    rule = models.ForeignKey(Rule, on_delete=models.CASCADE, related_name="examples")
    position = models.PositiveIntegerField()
    text = models.TextField()
    html = models.TextField()

    class Meta:
        ordering = ["rule", "position"]


class Reference(models.Model):
    """`source` cites `target_number` (which may be outside the corpus)."""

    corpus = models.ForeignKey(Corpus, on_delete=models.CASCADE, related_name="references")
    source = models.ForeignKey(Rule, on_delete=models.CASCADE, related_name="references_out")
    target_number = models.CharField(max_length=20)

    class Meta:
        indexes = [models.Index(fields=["corpus", "target_number"])]
        constraints = [
            models.UniqueConstraint(
                fields=["source", "target_number"], name="unique_reference_per_rule"
            )
        ]


class GlossaryEntry(models.Model):
    corpus = models.ForeignKey(Corpus, on_delete=models.CASCADE, related_name="glossary")
    term = models.CharField(max_length=200)
    slug = models.SlugField(max_length=220)
    aliases = models.JSONField(default=list, blank=True)
    text = models.TextField()
    html = models.TextField()
    obsolete = models.BooleanField(default=False)
    position = models.PositiveIntegerField()

    class Meta:
        ordering = ["corpus", "position"]
        constraints = [
            models.UniqueConstraint(fields=["corpus", "slug"], name="unique_glossary_slug"),
        ]
