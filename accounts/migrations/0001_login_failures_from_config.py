"""LoginFailures moves from the deployment app (config) to accounts.

Only Django's record of the model moves: the table config_loginfailures stays,
with its rows (the model names it in Meta.db_table). config's 0002 forgets the
model on its side.
"""
from django.db import migrations, models


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        ("config", "0001_login_failures"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="LoginFailures",
                    fields=[
                        ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                        ("key", models.CharField(max_length=80, unique=True)),
                        ("count", models.PositiveIntegerField(default=0)),
                        ("window_started", models.FloatField(db_index=True, help_text="seconds since the epoch")),
                    ],
                    options={"db_table": "config_loginfailures"},
                ),
            ],
            database_operations=[],
        ),
    ]
