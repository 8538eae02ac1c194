// PackageInspector on the example trainers, on packages built in a temporary folder (an sdist made
// with tar, a wheel made with Python's zipfile) and on what is not a package.

#include "ui/wizard/packageinspector.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <optional>

using namespace trainyard;
using ui::PackageInfo;
using ui::PackageInspector;

namespace {

const QString examples = QDir::cleanPath(QStringLiteral(TRAINYARD_FIXTURES "/../../examples"));

PackageInfo inspect(PackageInspector& inspector, const QString& path)
{
    std::optional<PackageInfo> result;
    QThread* thread = nullptr;
    inspector.inspect(path, [&](PackageInfo info) {
        thread = QThread::currentThread();
        result = std::move(info);
    });
    if (result.has_value())
        qFatal("inspect() called back before returning");
    if (!QTest::qWaitFor([&] { return result.has_value(); }, 30'000))
        qFatal("inspect(%s) did not call back", qPrintable(path));
    if (thread != QCoreApplication::instance()->thread())
        qFatal("inspect() called back on another thread");
    return std::move(*result);
}

void writeFile(const QString& path, const QByteArray& text = {})
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
}

void run(const QString& program, const QStringList& arguments, const QString& folder)
{
    QProcess process;
    process.setWorkingDirectory(folder);
    process.setProcessChannelMode(QProcess::ForwardedChannels);
    process.start(program, arguments);
    if (!process.waitForFinished(30'000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        qFatal("%s %s failed", qPrintable(program), qPrintable(arguments.join(u' ')));
}

const QByteArray mainGuard = QByteArrayLiteral("def main():\n    pass\n\n\nif __name__ == \"__main__\":\n    main()\n");

} // namespace

class TestPackageInspector : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }

    void folders_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("root");
        QTest::addColumn<QStringList>("modules");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("version");
        const QString digits = examples + QStringLiteral("/digits");
        QTest::newRow("digits") << digits << digits << QStringList { QStringLiteral("trainer.task"), QStringLiteral("trainer.eventwriter"), QStringLiteral("trainer.hypertune") }
                                << QStringLiteral("digits") << QStringLiteral("0.1");
        QTest::newRow("digits, its package folder")
            << digits + QStringLiteral("/trainer") << digits << QStringList { QStringLiteral("trainer.task"), QStringLiteral("trainer.eventwriter"), QStringLiteral("trainer.hypertune") }
            << QStringLiteral("digits") << QStringLiteral("0.1");
        const QString distributed = examples + QStringLiteral("/distributed");
        QTest::newRow("distributed") << distributed << distributed << QStringList { QStringLiteral("distributed.task") }
                                     << QStringLiteral("distributed") << QStringLiteral("0.1");
        const QString chatter = QStringLiteral(TRAINYARD_FIXTURES "/trainers/chatter");
        QTest::newRow("chatter") << chatter << chatter << QStringList { QStringLiteral("chatter.task") } << QString() << QString();
    }

    void folders()
    {
        QFETCH(QString, path);
        QFETCH(QString, root);
        QFETCH(QStringList, modules);
        QFETCH(QString, name);
        QFETCH(QString, version);
        PackageInspector inspector;
        const PackageInfo info = inspect(inspector, path);
        QCOMPARE(info.error, QString());
        QCOMPARE(info.path, path);
        QCOMPARE(info.root, QDir::cleanPath(root));
        QCOMPARE(info.modules, modules);
        QCOMPARE(info.name, name);
        QCOMPARE(info.version, version);
        QVERIFY(!info.truncated);
    }

    // Likely entry points first (a __main__ guard, then the names task and main), then the rest.
    void ordering()
    {
        const QString root = m_dir->filePath(QStringLiteral("ordering"));
        writeFile(root + QStringLiteral("/pkg/__init__.py"));
        writeFile(root + QStringLiteral("/pkg/a.py"), "x = 1\n");
        writeFile(root + QStringLiteral("/pkg/b.py"), mainGuard);
        writeFile(root + QStringLiteral("/pkg/main.py"), "x = 1\n");
        writeFile(root + QStringLiteral("/pkg/task.py"), "def run():\n    pass\n\nif '__main__' == __name__:\n    run()\n");
        writeFile(root + QStringLiteral("/pkg/__main__.py"), "from . import task\n");
        writeFile(root + QStringLiteral("/pkg/bad-name.py"), mainGuard);
        writeFile(root + QStringLiteral("/pkg/sub/__init__.py"));
        writeFile(root + QStringLiteral("/pkg/sub/c.py"), "# if __name__ == \"__main__\": in a comment\n");
        writeFile(root + QStringLiteral("/pkg/notpkg/d.py"), mainGuard); // a folder without __init__.py
        writeFile(root + QStringLiteral("/script.py"), mainGuard);       // not inside a package
        writeFile(root + QStringLiteral("/pkg/data.json"), "{}");
        PackageInspector inspector;
        const PackageInfo info = inspect(inspector, root);
        QCOMPARE(info.error, QString());
        QCOMPARE(info.modules,
            QStringList({ QStringLiteral("pkg.task"), QStringLiteral("pkg.b"), QStringLiteral("pkg"), QStringLiteral("pkg.main"), QStringLiteral("pkg.a"),
                QStringLiteral("pkg.sub.c") }));
    }

    // Hidden folders, __pycache__, .git and virtual environments are not looked into.
    void skippedFolders()
    {
        const QString root = m_dir->filePath(QStringLiteral("skipped"));
        writeFile(root + QStringLiteral("/trainer/__init__.py"));
        writeFile(root + QStringLiteral("/trainer/task.py"), mainGuard);
        writeFile(root + QStringLiteral("/trainer/__pycache__/__init__.py"));
        writeFile(root + QStringLiteral("/trainer/__pycache__/cached.py"));
        writeFile(root + QStringLiteral("/.git/__init__.py"));
        writeFile(root + QStringLiteral("/.git/hooks.py"));
        writeFile(root + QStringLiteral("/.hidden/pkg/__init__.py"));
        writeFile(root + QStringLiteral("/.hidden/pkg/mod.py"));
        writeFile(root + QStringLiteral("/env/pyvenv.cfg"), "home = /usr/bin\n");
        writeFile(root + QStringLiteral("/env/lib/python3.11/site-packages/numpy/__init__.py"));
        writeFile(root + QStringLiteral("/env/lib/python3.11/site-packages/numpy/core.py"));
        writeFile(root + QStringLiteral("/env/lib/python3.11/site-packages/numpy/__main__.py"));
        PackageInspector inspector;
        const PackageInfo info = inspect(inspector, root);
        QCOMPARE(info.modules, QStringList { QStringLiteral("trainer.task") });
        QVERIFY(!info.truncated);
    }

    void depthLimit()
    {
        const QString root = m_dir->filePath(QStringLiteral("deep"));
        QString folder = root;
        QString dotted;
        for (int level = 1; level <= PackageInspector::maxDepth + 2; ++level) {
            folder += QStringLiteral("/p%1").arg(level);
            dotted += QStringLiteral("p%1.").arg(level);
            writeFile(folder + QStringLiteral("/__init__.py"));
            writeFile(folder + QStringLiteral("/m.py"));
        }
        PackageInspector inspector;
        const PackageInfo info = inspect(inspector, root);
        QCOMPARE(info.modules.size(), PackageInspector::maxDepth);
        QCOMPARE(info.modules.last(), QStringLiteral("p1.p2.p3.p4.p5.p6.p7.p8.m"));
        QVERIFY(info.truncated);
    }

    void fileLimit()
    {
        const QString root = m_dir->filePath(QStringLiteral("many"));
        writeFile(root + QStringLiteral("/a/__init__.py"));
        writeFile(root + QStringLiteral("/a/task.py"));
        QVERIFY(QDir().mkpath(root + QStringLiteral("/data")));
        for (int i = 0; i < PackageInspector::maxFiles; ++i)
            writeFile(root + QStringLiteral("/data/%1.csv").arg(i));
        writeFile(root + QStringLiteral("/z/__init__.py"));
        writeFile(root + QStringLiteral("/z/late.py"));
        PackageInspector inspector;
        const PackageInfo info = inspect(inspector, root);
        QVERIFY(info.truncated);
        QCOMPARE(info.modules, QStringList { QStringLiteral("a.task") }); // z is beyond the limit

        // The same limit on an archive's members.
        const QString archive = m_dir->filePath(QStringLiteral("many-1.0.tar.gz"));
        run(QStringLiteral("tar"), { QStringLiteral("--sort=name"), QStringLiteral("-czf"), archive, QStringLiteral(".") }, root);
        const PackageInfo listed = inspect(inspector, archive);
        QCOMPARE(listed.error, QString());
        QVERIFY(listed.truncated);
        QCOMPARE(listed.modules, QStringList { QStringLiteral("a.task") });
    }

    void metadataFiles()
    {
        const QString toml = m_dir->filePath(QStringLiteral("toml"));
        writeFile(toml + QStringLiteral("/pkg/__init__.py"));
        writeFile(toml + QStringLiteral("/pkg/task.py"));
        writeFile(toml + QStringLiteral("/pyproject.toml"),
            "[build-system]\nrequires = [\"setuptools\"]\nname = \"not-this\"\n\n[project]\nname = \"from-toml\"  # the name\nversion = '2.0.1'\n");
        writeFile(toml + QStringLiteral("/setup.py"), "from setuptools import setup\nsetup(name='from-setup-py', version='9')\n");
        const QString cfg = m_dir->filePath(QStringLiteral("cfg"));
        writeFile(cfg + QStringLiteral("/pkg/__init__.py"));
        writeFile(cfg + QStringLiteral("/pkg/task.py"));
        writeFile(cfg + QStringLiteral("/setup.cfg"), "[metadata]\nname = from-cfg\nversion = attr: pkg.__version__\n");
        PackageInspector inspector;
        const PackageInfo fromToml = inspect(inspector, toml);
        QCOMPARE(fromToml.name, QStringLiteral("from-toml"));
        QCOMPARE(fromToml.version, QStringLiteral("2.0.1"));
        const PackageInfo fromCfg = inspect(inspector, cfg);
        QCOMPARE(fromCfg.name, QStringLiteral("from-cfg"));
        QCOMPARE(fromCfg.version, QString()); // attr: is not followed
    }

    // An sdist built with tar: listed, not extracted.
    void sdist()
    {
        const QString build = m_dir->filePath(QStringLiteral("build"));
        writeFile(build + QStringLiteral("/name-1.2/setup.py"), "from setuptools import setup\nsetup(name='name', version='1.2')\n");
        writeFile(build + QStringLiteral("/name-1.2/trainer/__init__.py"));
        writeFile(build + QStringLiteral("/name-1.2/trainer/task.py"), mainGuard);
        writeFile(build + QStringLiteral("/name-1.2/trainer/model.py"));
        writeFile(build + QStringLiteral("/name-1.2/trainer/__pycache__/model.cpython-311.pyc"));
        writeFile(build + QStringLiteral("/name-1.2/trainer/__pycache__/stale.py"));
        const QString archive = m_dir->filePath(QStringLiteral("name-1.2.tar.gz"));
        run(QStringLiteral("tar"), { QStringLiteral("-czf"), archive, QStringLiteral("name-1.2") }, build);
        QVERIFY(QDir(build).removeRecursively());

        PackageInspector inspector;
        const PackageInfo info = inspect(inspector, archive);
        QCOMPARE(info.error, QString());
        QCOMPARE(info.root, archive);
        QCOMPARE(info.modules, QStringList({ QStringLiteral("trainer.task"), QStringLiteral("trainer.model") }));
        QCOMPARE(info.name, QStringLiteral("name"));
        QCOMPARE(info.version, QStringLiteral("1.2"));
        QVERIFY(!QFileInfo::exists(build)); // nothing extracted
        QCOMPARE(QDir(m_dir->path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList { QStringLiteral("name-1.2.tar.gz") });
    }

    // A wheel made with Python's zipfile, and a plain zip of a package.
    void wheel()
    {
        const QString build = m_dir->filePath(QStringLiteral("build"));
        writeFile(build + QStringLiteral("/trainer/__init__.py"));
        writeFile(build + QStringLiteral("/trainer/task.py"), mainGuard);
        writeFile(build + QStringLiteral("/trainer/data loader.py")); // not a module name
        writeFile(build + QStringLiteral("/trainer/utils/__init__.py"));
        writeFile(build + QStringLiteral("/trainer/utils/io.py"));
        writeFile(build + QStringLiteral("/trainer_pkg-0.3.dist-info/METADATA"), "Name: trainer-pkg\nVersion: 0.3\n");
        const QString wheel = m_dir->filePath(QStringLiteral("trainer_pkg-0.3-py3-none-any.whl"));
        run(QStringLiteral("/usr/bin/python3"),
            { QStringLiteral("-m"), QStringLiteral("zipfile"), QStringLiteral("-c"), wheel, QStringLiteral("trainer"), QStringLiteral("trainer_pkg-0.3.dist-info") },
            build);
        const QString zip = m_dir->filePath(QStringLiteral("package.zip"));
        run(QStringLiteral("/usr/bin/python3"), { QStringLiteral("-m"), QStringLiteral("zipfile"), QStringLiteral("-c"), zip, QStringLiteral("trainer") }, build);

        PackageInspector inspector;
        const PackageInfo info = inspect(inspector, wheel);
        QCOMPARE(info.error, QString());
        QCOMPARE(info.root, wheel);
        QCOMPARE(info.modules, QStringList({ QStringLiteral("trainer.task"), QStringLiteral("trainer.utils.io") }));
        QCOMPARE(info.name, QStringLiteral("trainer_pkg"));
        QCOMPARE(info.version, QStringLiteral("0.3"));

        const PackageInfo plain = inspect(inspector, zip);
        QCOMPARE(plain.error, QString());
        QCOMPARE(plain.modules, info.modules);
        QCOMPARE(plain.name, QString());
    }

    void notAPackage()
    {
        const QString root = m_dir->filePath(QStringLiteral("scripts"));
        writeFile(root + QStringLiteral("/train.py"), mainGuard);
        writeFile(root + QStringLiteral("/lib/helpers.py"));
        PackageInspector inspector;
        const PackageInfo info = inspect(inspector, root);
        QVERIFY(info.modules.isEmpty());
        QVERIFY2(info.error.contains(QStringLiteral("No Python module found")), qPrintable(info.error));
        QVERIFY2(info.error.contains(root), qPrintable(info.error));
    }

    void missingPath()
    {
        const QString missing = m_dir->filePath(QStringLiteral("no/such/package"));
        PackageInspector inspector;
        const PackageInfo info = inspect(inspector, missing);
        QVERIFY(info.modules.isEmpty());
        QVERIFY2(info.error.contains(missing), qPrintable(info.error));
        QVERIFY(!inspect(inspector, QString()).error.isEmpty());
    }

    void unreadableArchives()
    {
        const QString corrupt = m_dir->filePath(QStringLiteral("corrupt-1.0.tar.gz"));
        writeFile(corrupt, "this is not gzip data");
        const QString corruptZip = m_dir->filePath(QStringLiteral("corrupt.whl"));
        writeFile(corruptZip, "neither is this a zip");
        const QString other = m_dir->filePath(QStringLiteral("notes.txt"));
        writeFile(other, "hello");
        PackageInspector inspector;
        for (const QString& path : { corrupt, corruptZip, other }) {
            const PackageInfo info = inspect(inspector, path);
            QVERIFY(info.modules.isEmpty());
            QVERIFY2(info.error.contains(path), qPrintable(info.error));
            QVERIFY2(!info.error.contains(u'\n') && !info.error.contains(QStringLiteral("Traceback")), qPrintable(info.error)); // one line that says why
            qInfo("%s", qPrintable(info.error));
        }
    }

    // After cancel(), and once the inspector is gone, no callback comes.
    void cancel()
    {
        const QString digits = examples + QStringLiteral("/digits");
        const QString archive = m_dir->filePath(QStringLiteral("x-1.0.tar.gz"));
        run(QStringLiteral("tar"), { QStringLiteral("-czf"), archive, QStringLiteral("trainer") }, digits);
        int calls = 0;
        {
            PackageInspector inspector;
            inspector.inspect(digits, [&](PackageInfo) { ++calls; });
            inspector.inspect(archive, [&](PackageInfo) { ++calls; });
            inspector.cancel();
            QTest::qWait(500);
            QCOMPARE(calls, 0);
            // Still usable afterwards.
            QCOMPARE(inspect(inspector, archive).modules, QStringList({ QStringLiteral("trainer.task"), QStringLiteral("trainer.eventwriter"), QStringLiteral("trainer.hypertune") }));
            inspector.inspect(digits, [&](PackageInfo) { ++calls; });
            inspector.inspect(archive, [&](PackageInfo) { ++calls; });
        }
        QTest::qWait(500);
        QCOMPARE(calls, 0);
    }

    // Several at once, each answered with its own result.
    void concurrent()
    {
        PackageInspector inspector;
        std::map<QString, PackageInfo> results;
        const QStringList paths { examples + QStringLiteral("/digits"), examples + QStringLiteral("/distributed"), QStringLiteral(TRAINYARD_FIXTURES "/trainers/chatter"),
            examples + QStringLiteral("/failing"), examples + QStringLiteral("/stubborn") };
        for (const QString& path : paths)
            inspector.inspect(path, [&results, path](PackageInfo info) { results[path] = std::move(info); });
        QTRY_COMPARE_WITH_TIMEOUT(results.size(), std::size_t(paths.size()), 30'000);
        for (const QString& path : paths) {
            QCOMPARE(results[path].path, path);
            QVERIFY2(results[path].error.isEmpty(), qPrintable(results[path].error));
            QVERIFY(results[path].modules.first().endsWith(QStringLiteral(".task")));
        }
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

QTEST_GUILESS_MAIN(TestPackageInspector)
#include "tst_packageinspector.moc"
