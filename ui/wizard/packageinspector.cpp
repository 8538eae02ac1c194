#include "packageinspector.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTimer>

#include <algorithm>
#include <map>

namespace trainyard::ui {

namespace {

    constexpr qint64 maxScannedBytes = 2 * 1024 * 1024; // of a module, for its __main__ guard
    constexpr qint64 maxMetadataBytes = 1024 * 1024;    // of setup.py, setup.cfg, pyproject.toml

    const QString pythonProgram = QStringLiteral("/usr/bin/python3");

    // Lists a zip's members, NUL-separated (names may hold spaces; zipfile -l adds columns).
    const QString zipListScript = QStringLiteral(
        "import sys, zipfile\n"
        "with zipfile.ZipFile(sys.argv[1]) as archive:\n"
        "    for name in archive.namelist():\n"
        "        sys.stdout.buffer.write(name.encode('utf-8', 'surrogateescape') + b'\\0')\n");

    bool isIdentifier(QStringView name)
    {
        if (name.isEmpty() || !(name.front().isLetter() || name.front() == u'_'))
            return false;
        return std::all_of(name.begin(), name.end(), [](QChar c) { return c.isLetterOrNumber() || c == u'_'; });
    }

    // Folders never looked into.
    bool skippedFolderName(const QString& name) { return name.startsWith(u'.') || name == QStringLiteral("__pycache__"); }

    bool hasMainGuardText(const QByteArray& text)
    {
        static const QRegularExpression guard(QStringLiteral(R"(^if\s+(__name__\s*==\s*(['"])__main__\2|(['"])__main__\3\s*==\s*__name__)\s*:)"),
            QRegularExpression::MultilineOption);
        return guard.match(QString::fromUtf8(text)).hasMatch();
    }

    bool fileHasMainGuard(const QString& path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return false;
        return hasMainGuardText(file.read(maxScannedBytes));
    }

    QString readText(const QString& path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return QString::fromUtf8(file.read(maxMetadataBytes));
    }

    // `key = value` of the given sections of an INI or TOML file (no multi-line values, no tables
    // inline). TOML strings lose their quotes; "attr:" and "file:" values of setup.cfg count as unknown.
    QString sectionValue(const QString& text, const QStringList& sections, const QString& key)
    {
        static const QRegularExpression header(QStringLiteral(R"(^\s*\[([^\]]+)\]\s*(#.*)?$)"));
        const QRegularExpression entry(QStringLiteral(R"(^\s*%1\s*[=:]\s*(.*?)\s*$)").arg(QRegularExpression::escape(key)));
        bool inSection = false;
        for (const QString& line : text.split(u'\n')) {
            if (const auto match = header.match(line); match.hasMatch()) {
                inSection = sections.contains(match.captured(1).trimmed());
                continue;
            }
            if (!inSection)
                continue;
            const auto match = entry.match(line);
            if (!match.hasMatch())
                continue;
            QString value = match.captured(1);
            static const QRegularExpression quoted(QStringLiteral(R"(^(["'])(.*?)\1\s*(#.*)?$)"));
            if (const auto q = quoted.match(value); q.hasMatch())
                value = q.captured(2);
            else if (value.contains(u'"') || value.contains(u'\'') || value.startsWith(QStringLiteral("attr:")) || value.startsWith(QStringLiteral("file:"))
                || value.startsWith(u'{') || value.startsWith(u'['))
                return {};
            return value;
        }
        return {};
    }

    // name= and version= given as string literals in setup.py's setup(...) call.
    QString setupPyValue(const QString& text, const QString& key)
    {
        const qsizetype call = text.indexOf(QRegularExpression(QStringLiteral(R"(\bsetup\s*\()")));
        const QRegularExpression literal(QStringLiteral(R"(\b%1\s*=\s*(['"])([^'"\n]+)\1)").arg(key));
        const auto match = literal.match(text, std::max<qsizetype>(call, 0));
        return match.hasMatch() ? match.captured(2) : QString();
    }

    void readMetadata(const QString& folder, PackageInfo& info)
    {
        const QDir dir(folder);
        const auto fill = [&info](const QString& name, const QString& version) {
            if (info.name.isEmpty())
                info.name = name.trimmed();
            if (info.version.isEmpty())
                info.version = version.trimmed();
        };
        if (const QString toml = readText(dir.filePath(QStringLiteral("pyproject.toml"))); !toml.isEmpty()) {
            const QStringList sections { QStringLiteral("project"), QStringLiteral("tool.poetry") };
            fill(sectionValue(toml, sections, QStringLiteral("name")), sectionValue(toml, sections, QStringLiteral("version")));
        }
        if (const QString cfg = readText(dir.filePath(QStringLiteral("setup.cfg"))); !cfg.isEmpty()) {
            const QStringList sections { QStringLiteral("metadata") };
            fill(sectionValue(cfg, sections, QStringLiteral("name")), sectionValue(cfg, sections, QStringLiteral("version")));
        }
        if (const QString py = readText(dir.filePath(QStringLiteral("setup.py"))); !py.isEmpty())
            fill(setupPyValue(py, QStringLiteral("name")), setupPyValue(py, QStringLiteral("version")));
    }

    // name-version.tar.gz, name-version.zip, name-version(-build)-py-abi-platform.whl
    void metadataFromFileName(const QString& fileName, PackageInfo& info)
    {
        static const QStringList suffixes { QStringLiteral(".tar.gz"), QStringLiteral(".tgz"), QStringLiteral(".tar.bz2"), QStringLiteral(".tbz2"),
            QStringLiteral(".tar.xz"), QStringLiteral(".txz"), QStringLiteral(".tar"), QStringLiteral(".whl"), QStringLiteral(".zip"), QStringLiteral(".egg") };
        QString base = fileName;
        for (const QString& suffix : suffixes) {
            if (base.endsWith(suffix, Qt::CaseInsensitive)) {
                base.chop(suffix.size());
                break;
            }
        }
        if (fileName.endsWith(QStringLiteral(".whl"), Qt::CaseInsensitive)) {
            const QStringList parts = base.split(u'-');
            if (parts.size() >= 5) {
                info.name = parts[0];
                info.version = parts[1];
            }
            return;
        }
        static const QRegularExpression nameVersion(QStringLiteral(R"(^(.+?)-(\d[\w.!+]*)$)"));
        if (const auto match = nameVersion.match(base); match.hasMatch()) {
            info.name = match.captured(1);
            info.version = match.captured(2);
        }
    }

    enum class ArchiveKind { None, Gzip, Tar, Zip };

    ArchiveKind archiveKind(const QString& fileName)
    {
        const QString name = fileName.toLower();
        if (name.endsWith(QStringLiteral(".tar.gz")) || name.endsWith(QStringLiteral(".tgz")))
            return ArchiveKind::Gzip;
        for (const auto* suffix : { ".tar", ".tar.bz2", ".tbz2", ".tar.xz", ".txz" }) {
            if (name.endsWith(QLatin1String(suffix)))
                return ArchiveKind::Tar;
        }
        for (const auto* suffix : { ".whl", ".zip", ".egg" }) {
            if (name.endsWith(QLatin1String(suffix)))
                return ArchiveKind::Zip;
        }
        return ArchiveKind::None;
    }

    QString noModuleError(const QString& path)
    {
        return PackageInspector::tr("No Python module found in %1: a trainer's modules live in a package, a folder with an __init__.py.")
            .arg(QDir::toNativeSeparators(path));
    }

    // Walks a folder, depth-first in name order, within the limits. `prefix` is prepended to every
    // relative path (the packages above the folder when it is itself a package).
    struct Walk {
        QStringList files; // '/'-separated, relative to the package root
        bool truncated = false;
        bool cancelled = false;
    };

    Walk walkFolder(const QString& folder, const QString& prefix, const std::function<bool()>& cancelled)
    {
        Walk walk;
        int seen = 0;
        struct Frame {
            QString path;
            QString relative;
            int depth;
        };
        std::vector<Frame> stack { { folder, prefix, 0 } };
        while (!stack.empty()) {
            if (cancelled()) {
                walk.cancelled = true;
                return walk;
            }
            const Frame frame = std::move(stack.back());
            stack.pop_back();
            const QDir dir(frame.path);
            if (dir.exists(QStringLiteral("pyvenv.cfg")))
                continue; // a virtual environment
            const QFileInfoList entries = dir.entryInfoList(QDir::Dirs | QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
            std::vector<Frame> subfolders;
            for (const QFileInfo& entry : entries) {
                if (entry.isDir()) {
                    if (entry.isSymLink() || skippedFolderName(entry.fileName()))
                        continue;
                    if (frame.depth + 1 > PackageInspector::maxDepth) {
                        walk.truncated = true;
                        continue;
                    }
                    subfolders.push_back({ entry.filePath(), frame.relative + entry.fileName() + u'/', frame.depth + 1 });
                    continue;
                }
                if (++seen > PackageInspector::maxFiles) {
                    walk.truncated = true;
                    return walk;
                }
                if (entry.fileName().endsWith(QStringLiteral(".py")))
                    walk.files << frame.relative + entry.fileName();
            }
            std::move(subfolders.rbegin(), subfolders.rend(), std::back_inserter(stack));
        }
        return walk;
    }

    PackageInfo inspectFolder(const QString& path, const std::function<bool()>& cancelled, bool& wasCancelled)
    {
        PackageInfo info;
        info.path = path;
        const QString folder = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
        // A package folder itself: its modules are named from the first folder above that is not one.
        QDir root(folder);
        QString prefix;
        QStringList parentInits;
        for (int level = 0; level < PackageInspector::maxDepth && root.exists(QStringLiteral("__init__.py")) && !root.isRoot(); ++level) {
            prefix = root.dirName() + u'/' + prefix;
            parentInits << prefix + QStringLiteral("__init__.py");
            root.cdUp();
        }
        info.root = root.absolutePath();
        Walk walk = walkFolder(folder, prefix, cancelled);
        if (walk.cancelled) {
            wasCancelled = true;
            return info;
        }
        info.truncated = walk.truncated;
        walk.files << parentInits;
        info.modules = PackageInspector::modulesFromFiles(walk.files, [&root](const QString& file) { return fileHasMainGuard(root.filePath(file)); });
        readMetadata(info.root, info);
        if (info.modules.isEmpty())
            info.error = noModuleError(path);
        return info;
    }

    // Member names of an archive listing → the .py files, within the same limits as a folder walk.
    PackageInfo inspectListing(const QString& path, const QStringList& members, bool truncated)
    {
        PackageInfo info;
        info.path = path;
        info.root = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
        info.truncated = truncated;
        QSet<QString> venvs;
        for (const QString& member : members) {
            if (member.endsWith(QStringLiteral("/pyvenv.cfg")))
                venvs.insert(member.chopped(QStringLiteral("pyvenv.cfg").size()));
        }
        QStringList files;
        for (QString member : members) {
            while (member.startsWith(QStringLiteral("./")))
                member.remove(0, 2);
            if (member.isEmpty() || member.startsWith(u'/') || !member.endsWith(QStringLiteral(".py")))
                continue;
            const QStringList parts = member.split(u'/');
            if (parts.size() - 1 > PackageInspector::maxDepth + 1) { // +1: an sdist's name-version/ folder
                info.truncated = true;
                continue;
            }
            bool skipped = false;
            QString folder;
            for (qsizetype i = 0; i + 1 < parts.size() && !skipped; ++i) {
                folder += parts[i] + u'/';
                skipped = parts[i].isEmpty() || parts[i] == QStringLiteral("..") || skippedFolderName(parts[i]) || venvs.contains(folder);
            }
            if (!skipped)
                files << member;
        }
        info.modules = PackageInspector::modulesFromFiles(files);
        metadataFromFileName(QFileInfo(path).fileName(), info);
        if (info.modules.isEmpty())
            info.error = noModuleError(path);
        return info;
    }

} // namespace

PackageInspector::PackageInspector(QObject* parent)
    : QObject(parent)
    , m_generation(std::make_shared<std::atomic<quint64>>(0))
{
    m_pool.setMaxThreadCount(2);
}

PackageInspector::~PackageInspector()
{
    cancel();
    // Killed just now: reaping them takes a moment, and a QProcess must not die before its process.
    const auto processes = findChildren<QProcess*>(Qt::FindDirectChildrenOnly);
    for (QProcess* process : processes)
        process->waitForFinished(1'000);
    m_pool.waitForDone();
}

void PackageInspector::cancel()
{
    ++*m_generation;
    const auto processes = findChildren<QProcess*>(Qt::FindDirectChildrenOnly);
    for (QProcess* process : processes) {
        process->disconnect(this);
        if (process->state() == QProcess::NotRunning) {
            process->deleteLater();
            continue;
        }
        connect(process, &QProcess::finished, process, &QObject::deleteLater, Qt::UniqueConnection);
        process->kill();
    }
}

void PackageInspector::post(quint64 generation, std::function<void()> call)
{
    // Always later, from the event loop: never from inside inspect(), never from a worker.
    QMetaObject::invokeMethod(
        this,
        [this, generation, call = std::move(call)] {
            if (generation == m_generation->load())
                call();
        },
        Qt::QueuedConnection);
}

void PackageInspector::deliver(quint64 generation, const std::function<void(PackageInfo)>& done, PackageInfo info)
{
    if (done)
        post(generation, [done, info = std::move(info)]() mutable { done(std::move(info)); });
}

bool PackageInspector::busy() const
{
    return m_pool.activeThreadCount() > 0 || !findChildren<QProcess*>(Qt::FindDirectChildrenOnly).isEmpty();
}

void PackageInspector::inspect(const QString& path, std::function<void(PackageInfo)> done)
{
    const quint64 generation = m_generation->load();
    if (path.isEmpty()) {
        PackageInfo info;
        info.error = tr("No package given.");
        deliver(generation, done, std::move(info));
        return;
    }
    m_pool.start([this, path, generation, done = std::move(done), current = m_generation] {
        const auto cancelled = [&current, generation] { return current->load() != generation; };
        if (cancelled())
            return; // typed over before it began
        const QFileInfo file(path);
        PackageInfo info;
        info.path = path;
        if (!file.exists()) {
            info.missing = true;
            info.error = tr("%1 does not exist.").arg(QDir::toNativeSeparators(path));
            deliver(generation, done, std::move(info));
            return;
        }
        if (file.isDir()) {
            bool wasCancelled = false;
            info = inspectFolder(path, cancelled, wasCancelled);
            if (!wasCancelled)
                deliver(generation, done, std::move(info));
            return;
        }
        const ArchiveKind kind = archiveKind(file.fileName());
        if (kind == ArchiveKind::None) {
            info.error = tr("%1 is neither a folder, a source distribution (.tar.gz) nor a wheel or zip.").arg(QDir::toNativeSeparators(path));
            deliver(generation, done, std::move(info));
            return;
        }
        // The listing's QProcess belongs to the inspector's thread.
        post(generation, [this, path, zip = kind == ArchiveKind::Zip, done] { listArchive(path, zip, done); });
    });
}

void PackageInspector::findMissing(const QStringList& paths, std::function<void(QStringList)> done)
{
    const quint64 generation = m_generation->load();
    m_pool.start([this, paths, generation, done = std::move(done), current = m_generation] {
        QStringList missing;
        for (const QString& path : paths) {
            if (current->load() != generation)
                return;
            if (!QFileInfo::exists(path))
                missing << path;
        }
        post(generation, [done, missing] { done(missing); });
    });
}

void PackageInspector::listArchive(const QString& path, bool zip, std::function<void(PackageInfo)> done)
{
    const quint64 generation = m_generation->load();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    auto* process = new QProcess(this);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process->setProcessEnvironment(environment);
    process->setStandardInputFile(QProcess::nullDevice());
    const bool gzip = absolute.endsWith(QStringLiteral(".tar.gz"), Qt::CaseInsensitive) || absolute.endsWith(QStringLiteral(".tgz"), Qt::CaseInsensitive);
    if (!zip)
        process->setArguments({ gzip ? QStringLiteral("-tzf") : QStringLiteral("-tf"), absolute });
    else if (QFile::exists(pythonProgram))
        process->setArguments({ QStringLiteral("-I"), QStringLiteral("-c"), zipListScript, absolute });
    else
        process->setArguments({ QStringLiteral("-Z1"), absolute });
    const QString program = !zip ? QStringLiteral("tar") : QFile::exists(pythonProgram) ? pythonProgram : QStringLiteral("unzip");
    process->setProgram(program);
    const char separator = zip && program == pythonProgram ? '\0' : '\n';

    struct State {
        QByteArray output;
        qsizetype members = 0;
        bool truncated = false;
        bool timedOut = false;
        bool handled = false;
    };
    auto state = std::make_shared<State>();

    connect(process, &QProcess::readyReadStandardOutput, this, [process, state, separator] {
        const QByteArray chunk = process->readAllStandardOutput();
        if (state->truncated)
            return;
        state->output += chunk;
        state->members += chunk.count(separator);
        if (state->members > maxFiles) {
            state->truncated = true; // enough: the rest is not looked at
            process->kill();
        }
    });
    QTimer::singleShot(listTimeoutMs, process, [process, state] {
        state->timedOut = true;
        process->kill();
    });
    const auto finish = [this, process, state, path, program, separator, generation, done](const QString& failure) {
        if (state->handled)
            return;
        state->handled = true;
        process->deleteLater();
        if (!failure.isEmpty() && !state->truncated) {
            PackageInfo info;
            info.path = path;
            info.root = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
            info.error = failure;
            deliver(generation, done, std::move(info));
            return;
        }
        // Parsing the listing can take a while for big archives: off the GUI thread too.
        m_pool.start([this, path, output = std::move(state->output), truncated = state->truncated, separator, generation, done] {
            QStringList members;
            for (const QByteArray& line : output.split(separator)) {
                if (!line.isEmpty() && members.size() < maxFiles)
                    members << QString::fromUtf8(line);
            }
            deliver(generation, done, inspectListing(path, members, truncated));
        });
    };
    connect(process, &QProcess::errorOccurred, this, [process, program, path, finish](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            finish(tr("Cannot list %1: %2 could not be started (%3).").arg(QDir::toNativeSeparators(path), program, process->errorString()));
    });
    connect(process, &QProcess::finished, this, [process, state, path, program, finish](int exitCode, QProcess::ExitStatus status) {
        if (state->timedOut) {
            finish(tr("Listing %1 took longer than %2 seconds.").arg(QDir::toNativeSeparators(path)).arg(listTimeoutMs / 1000));
            return;
        }
        if (status == QProcess::NormalExit && exitCode == 0) {
            finish(QString());
            return;
        }
        // The line that says why: tar's first ("gzip: stdin: not in gzip format"), the last of a
        // Python traceback ("zipfile.BadZipFile: File is not a zip file").
        const QStringList lines = QString::fromLocal8Bit(process->readAllStandardError()).split(u'\n', Qt::SkipEmptyParts);
        QString why = lines.isEmpty() ? QString() : (program == pythonProgram ? lines.last() : lines.first()).trimmed();
        if (program == pythonProgram)
            why.remove(QRegularExpression(QStringLiteral(R"(^[\w.]+(Error|Exception|BadZipFile):\s*)")));
        if (why.size() > 300)
            why = why.left(300) + QStringLiteral("…");
        if (why.isEmpty())
            why = status == QProcess::NormalExit ? tr("exit code %1").arg(exitCode) : tr("the listing program crashed");
        finish(tr("Cannot list %1: %2").arg(QDir::toNativeSeparators(path), why));
    });
    process->start();
}

QStringList PackageInspector::modulesFromFiles(const QStringList& files, const std::function<bool(const QString&)>& hasMainGuard)
{
    QSet<QString> packages; // folders ("a/b") with an __init__.py
    for (const QString& file : files) {
        if (file == QStringLiteral("__init__.py"))
            continue;
        if (file.endsWith(QStringLiteral("/__init__.py")))
            packages.insert(file.chopped(QStringLiteral("/__init__.py").size()));
    }
    std::map<QString, int> ranked; // dotted name → rank (0 = most likely entry point)
    for (const QString& file : files) {
        if (!file.endsWith(QStringLiteral(".py")))
            continue;
        const QStringList parts = file.split(u'/');
        const QString stem = parts.back().chopped(3);
        if (stem == QStringLiteral("__init__") || parts.size() < 2)
            continue;
        // The chain of package folders that ends at the file's folder.
        qsizetype first = parts.size() - 1;
        while (first > 0) {
            const QString folder = QStringList(parts.mid(0, first)).join(u'/');
            if (!packages.contains(folder) || !isIdentifier(parts[first - 1]))
                break;
            --first;
        }
        if (first == parts.size() - 1)
            continue; // not inside a package
        const bool packageMain = stem == QStringLiteral("__main__");
        if (!packageMain && !isIdentifier(stem))
            continue;
        QStringList dotted = parts.mid(first, parts.size() - 1 - first);
        if (!packageMain)
            dotted << stem;
        const bool named = packageMain || stem == QStringLiteral("task") || stem == QStringLiteral("main");
        const bool guarded = hasMainGuard && hasMainGuard(file);
        const int rank = (guarded ? 0 : 2) + (named ? 0 : 1);
        const QString name = dotted.join(u'.');
        const auto [it, inserted] = ranked.emplace(name, rank);
        if (!inserted)
            it->second = std::min(it->second, rank);
    }
    std::vector<std::pair<int, QString>> order;
    order.reserve(ranked.size());
    for (const auto& [name, rank] : ranked)
        order.emplace_back(rank, name);
    std::sort(order.begin(), order.end());
    QStringList modules;
    modules.reserve(static_cast<qsizetype>(order.size()));
    for (const auto& entry : order)
        modules << entry.second;
    return modules;
}

} // namespace trainyard::ui
